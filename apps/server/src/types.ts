import type { Database } from '@pantry/db';
import type { Config } from './config.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import type { Clock } from './lib/clock.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { AccountService } from './modules/account/index.ts';
import type { AuthService } from './modules/auth/index.ts';
import type { AutoshipService } from './modules/autoship/index.ts';
import type { CartService } from './modules/cart/index.ts';
import type { CatalogService } from './modules/catalog/index.ts';
import type { CheckoutService } from './modules/checkout/index.ts';
import type { ConsoleTaskRunner } from './modules/console-tasks/index.ts';
import type { EventDispatcher } from './modules/events/index.ts';
import type { GiftCardService } from './modules/giftcards/index.ts';
import type { HistoryService } from './modules/history/index.ts';
import type { ListsService } from './modules/lists/index.ts';
import type { MaintenanceSwitch } from './modules/maintenance/index.ts';
import type { MembershipRenewals, MembershipService } from './modules/membership/index.ts';
import type { OrderRefunds, OrdersService } from './modules/orders/index.ts';
import type { QuizService } from './modules/quiz/index.ts';
import type { RemindersService } from './modules/reminders/index.ts';
import type { ReviewsService } from './modules/reviews/index.ts';
import type { SearchService } from './modules/search/index.ts';
import type { SessionStore } from './modules/sessions/index.ts';
import type { ThriveCashService } from './modules/thrivecash/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every service receives; decorated once in buildApp. */
    db: Database;
    config: Config;
    /** The wall clock leases and windows are counted on (CLOCK_OFFSET_SECONDS moves it ahead in fault tests). */
    clock: Clock;
    readCache: ReadCache;
    catalog: CatalogService;
    /** The shopper's cart, found from the request's session (the cart routes, the saved list, sign-in's merge). */
    cart: CartService;
    productSearch: SearchService;
    sessions: SessionStore;
    auth: AuthService;
    account: AccountService;
    membership: MembershipService;
    membershipRenewals: MembershipRenewals;
    orders: OrdersService;
    orderRefunds: OrderRefunds;
    scheduler: Scheduler;
    /** Hands committed events to their subscribers (the events.dispatch task; tests call drain). */
    events: EventDispatcher;
    checkout: CheckoutService;
    /** The Thrive Cash ledger: balances, earnings, spends and their reversal. */
    thriveCash: ThriveCashService;
    /** Gift cards and gift memberships: the offer, the cart's gift, codes, /redeem, the balance. */
    giftcards: GiftCardService;
    reviews: ReviewsService;
    /** Back-in-stock reminders: set, listed, removed (the e-mail is a subscriber's). */
    reminders: RemindersService;
    /** Subscribed items, the schedule and the next shipment (the autoship routes, the web's autoship pages). */
    autoship: AutoshipService;
    /** The shopper's Buy It Again, Recently Viewed and Your impact (the history routes, the web's account pages). */
    history: HistoryService;
    /** Favorites, named lists and their share links. */
    lists: ListsService;
    /** Quizzes, the shopper's answers and the cart prefill. */
    quiz: QuizService;
    /** The console's long work (bulk changes, large exports), run in chunks by the console-tasks.run job. */
    consoleTasks: ConsoleTaskRunner;
    /** The store-wide maintenance switch (the console's row, the MAINTENANCE variable). */
    maintenance: MaintenanceSwitch;
  }
}
