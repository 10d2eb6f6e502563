import type { Database } from '@pantry/db';
import type { Config } from './config.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { AccountService } from './modules/account/service.ts';
import type { AuthService } from './modules/auth/service.ts';
import type { CatalogService } from './modules/catalog/service.ts';
import type { CheckoutService } from './modules/checkout/service.ts';
import type { EventDispatcher } from './modules/events/index.ts';
import type { MembershipRenewals } from './modules/membership/renewals.ts';
import type { MembershipService } from './modules/membership/service.ts';
import type { OrderRefunds } from './modules/orders/refunds.ts';
import type { OrdersService } from './modules/orders/service.ts';
import type { SearchService } from './modules/search/service.ts';
import type { SessionStore } from './modules/sessions/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every service receives; decorated once in buildApp. */
    db: Database;
    config: Config;
    readCache: ReadCache;
    catalog: CatalogService;
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
  }
}
