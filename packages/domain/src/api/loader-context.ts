import type { AutoshipItemWire } from '../autoship/item-wire.ts';
import type { AutoshipScheduleWire, AutoshipTotalsWire } from '../autoship/wire.ts';
import type { PurchasedList, RecentlyViewedList } from '../history/api.ts';
import type { ImpactWire } from '../history/impact.ts';
import type { Favorites, ListDetail, ListProducts, SharedList, ShopperLists } from '../lists/api.ts';
import type { SavedPaymentMethod } from '../payments/api.ts';
import type { Quiz, QuizWithProgress } from '../quiz/api.ts';
import type { NeverListAnswer, PreferencesAnswer, RecommendationsAnswer } from '../recommendations/wire.ts';
import type { AccountReminders } from '../reminders/api.ts';
import type { AccountReviews, ReviewPage, ReviewPageQuery } from '../reviews/api.ts';
import type { ThriveCashAnswer } from '../thrivecash/wire.ts';
import type { Account } from './account.ts';
import type { AdminReader } from './admin-console.ts';
import type { CartWire, OrderList, OrderWire } from './cart.ts';
import type {
  ListingPage,
  Navigation,
  Product,
  ProductDetail,
  ProductList,
  SearchHelp,
  SearchSuggest,
  SortValue,
} from './catalog.ts';
import type { StoreConfig } from './store.ts';

/**
 * What the web app's server-side loaders may call. The server implements it with the same services its
 * /api/v1 routes use (no HTTP hop) and passes it as React Router's load context.
 */

/** A listing query, as in GET /api/v1/products: `filter[<facet>]=value` (repeatable), q, sort, paging. */
export type ListingQuery = {
  filter?: Record<string, string[]>;
  q?: string;
  sort?: SortValue;
  cur_page?: number;
  page_size?: number;
};

/** The kinds of listing page: /c, /brand, the five attribute families, /deals, /l and /ps. */
export type ListingKind =
  | 'category'
  | 'brand'
  | 'diets'
  | 'certifications'
  | 'concerns'
  | 'ingredients'
  | 'social'
  | 'deals'
  | 'list'
  | 'product_set';

export type HomePage = {
  sections: { title: string; url: string; products: Product[] }[];
  featured_categories: { name: string; url_key: string }[];
};

export type CatalogReader = {
  navigation(): Promise<Navigation>;
  home(): Promise<HomePage>;
  /** null when the key is unknown (the page answers 404). Throws an AppError (400) on a bad query. */
  listingPage(kind: ListingKind, key: string, query: ListingQuery): Promise<ListingPage | null>;
  products(query: ListingQuery): Promise<ProductList>;
  search(query: ListingQuery & { q: string }): Promise<ProductList>;
  suggest(q: string): Promise<SearchSuggest>;
  /** 'Did you mean …' and popular searches, for a search that found nothing. */
  searchHelp(q: string): Promise<SearchHelp>;
  product(urlKey: string): Promise<ProductDetail | null>;
  similar(productId: number): Promise<Product[]>;
};

/** What a server-rendered page knows about who asks: read from the session cookie, in process. */
export type ViewerReader = {
  /** The shopper as GET /account answers it (a visitor when not signed in). */
  account(): Promise<Account>;
};

/** Settings the browser needs that come from the server's configuration. */
export type PublicConfig = { googleClientId: string | null };

/** One e-mail as the development mailbox shows it. */
export type MailboxMessage = { to: string; subject: string; text: string; html: string; created_at: string };

/** One saved shipping address as GET /account/address answers it. */
export type SavedAddress = {
  id: number;
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  postcode: string;
  region_id: number;
  region_code: string;
  region: string;
  /** Display form: 123-456-7890. */
  telephone: string;
  is_default: boolean;
  default_shipping: boolean;
};

/**
 * The server modules' public services as loaders call them (the same ones the /api/v1 routes call), for the
 * signed-in shopper's account id. A read that names nothing (another shopper's order) throws an error whose
 * `status` is 404.
 */
export type PantryServices = {
  catalog: CatalogReader;
  /** The shopper behind this request's session cookie. */
  viewer: ViewerReader;
  /** GET /account/orders and GET /account/order/{id}. */
  orders: {
    list(accountId: number, query: { cur_page?: unknown; page_size?: unknown }): Promise<OrderList>;
    get(accountId: number, reference: string): Promise<OrderWire>;
  };
  /** GET /account/address: the default first. */
  addresses: { list(accountId: number): Promise<SavedAddress[]> };
  /** GET /account/cc: `assertCanPay` refuses a banned shopper (406) as the route does. */
  paymentMethods: {
    assertCanPay(accountId: number): Promise<void>;
    list(
      accountId: number,
      options: { all: boolean; withPaymentTypes: boolean },
    ): Promise<SavedPaymentMethod[]>;
  };
  /** GET /autoship/items, /autoship/schedule/first and /autoship/schedule/totals for a signed-in shopper. */
  autoship: {
    items(accountId: number): Promise<AutoshipItemWire[]>;
    schedule(accountId: number): Promise<AutoshipScheduleWire | null>;
    totals(accountId: number): Promise<AutoshipTotalsWire>;
  };
  /** GET /carts for a signed-in shopper (no landing coupon, no PPE override). */
  cart: {
    get(accountId: number): Promise<CartWire>;
    /** GET /products?filter[list]=save_for_later (page 1, size 10) for a signed-in shopper. */
    saved(accountId: number): Promise<ProductList>;
  };
  /** Favorites, named lists and a shared list (docs/decisions/lists.md). */
  lists: {
    favorites(accountId: number): Promise<Favorites>;
    favoriteProducts(accountId: number, page: { cur_page: number; page_size: number }): Promise<ListProducts>;
    lists(accountId: number): Promise<ShopperLists>;
    sharedLists(accountId: number): Promise<ShopperLists>;
    detail(accountId: number, listId: number): Promise<ListDetail>;
    /** Anyone's read of a shared list by its link's token (404 when it names none). */
    shared(token: string): Promise<SharedList>;
  };
  /** GET /account/thrivecash: balance, pending credit, what expires soon and the history. */
  thriveCash: { get(accountId: number): Promise<ThriveCashAnswer> };
  /** GET /products/{id}/reviews and GET /account/reviews (docs/decisions/reviews.md). */
  reviews: {
    productReviews(productId: number, query: ReviewPageQuery): Promise<ReviewPage>;
    account(accountId: number): Promise<AccountReviews>;
  };
  /** GET /account/reminders: the shopper's back-in-stock reminders (docs/decisions/reminders.md). */
  reminders: { list(accountId: number): Promise<AccountReminders> };
  /** GET /account/purchased, /account/recently-viewed and /account/your-impact (docs/decisions/discovery.md). */
  history: {
    purchased(accountId: number, query: { cur_page: number; page_size: number }): Promise<PurchasedList>;
    recentlyViewed(accountId: number): Promise<RecentlyViewedList>;
    impact(accountId: number): Promise<ImpactWire>;
  };
  /** GET /quiz_v2 and /quiz_v2/key/{key} for the shopper behind this request's cookie (their progress too). */
  quiz: { list(): Promise<Quiz[]>; get(key: string): Promise<QuizWithProgress> };
  /**
   * GET /account/recommended, /ds/recommend (null: a visitor) and /account/deals-for-you (issue 24), each at the
   * page's size.
   */
  recommendations: {
    account(accountId: number, options?: { newOnly?: boolean }): Promise<RecommendationsAnswer>;
    anyone(accountId: number | null): Promise<RecommendationsAnswer>;
    deals(accountId: number): Promise<RecommendationsAnswer>;
  };
  /** GET /preferences and /account/neverlist. */
  preferences: {
    get(accountId: number): Promise<PreferencesAnswer>;
    neverList(accountId: number): Promise<NeverListAnswer>;
  };
  /** The operator console's reads (/api/admin), as the staff member behind this request's cookie. */
  admin: AdminReader;
  /** The development mailbox, or null where it is off (NODE_ENV=production). */
  devMailbox: ((to: string | undefined) => Promise<MailboxMessage[]>) | null;
};

export type PantryLoadContext = {
  /** Every data read a loader makes goes through here. */
  services: PantryServices;
  publicConfig: PublicConfig;
  /** Thresholds and fees the shopper reads (as GET /api/v1/store/config answers them). */
  storeConfig: StoreConfig;
  /** This response's Content-Security-Policy nonce for the inline scripts of server rendering (entry.server). */
  cspNonce?: string;
  /**
   * True on pages rendered once for every shopper (the page cache, apps/server/src/web/page-cache.ts): loaders
   * read nothing about the shopper, who is filled in after hydration from the API.
   */
  sharedPage?: boolean;
  /** Logs a page's failed render once, with the request's id (entry.server's handleError). */
  logRenderError?: (error: unknown) => void;
  /** Tests only (TEST_RENDER_FAULTS): `?render-fault=<place>` plants a throwing component (lib/render-fault.tsx). */
  renderFaults?: boolean;
};
