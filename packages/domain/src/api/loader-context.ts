import type {
  ListingPage,
  Navigation,
  Product,
  ProductDetail,
  ProductList,
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
  product(urlKey: string): Promise<ProductDetail | null>;
  similar(productId: number): Promise<Product[]>;
};

/** What a server-rendered page knows about who asks: read from the session cookie, in process. */
export type ViewerReader = {
  /** The shopper as GET /account answers it (a visitor when not signed in). */
  account(): Promise<import('./account.ts').Account>;
};

/** Settings the browser needs that come from the server's configuration. */
export type PublicConfig = { googleClientId: string | null };

/** One e-mail as the development mailbox shows it. */
export type MailboxMessage = { to: string; subject: string; text: string; html: string; created_at: string };

export type PantryLoadContext = {
  catalog: CatalogReader;
  viewer: ViewerReader;
  publicConfig: PublicConfig;
  /** Thresholds and fees the shopper reads (as GET /api/v1/store/config answers them). */
  storeConfig: StoreConfig;
  /** The development mailbox, or null where it is off (NODE_ENV=production). */
  devMailbox: ((to: string | undefined) => Promise<MailboxMessage[]>) | null;
  /** This response's Content-Security-Policy nonce for the inline scripts of server rendering (entry.server). */
  cspNonce?: string;
};
