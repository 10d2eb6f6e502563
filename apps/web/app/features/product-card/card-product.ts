import type { Product } from '@pantry/domain';

/**
 * The fields a product card reads (title, image, links, price and MAP rules, unit price, badges, the cart
 * button). Listing, search, home and similar-item loaders send only these to the page (issue 12): a whole
 * Product also carries descriptions, SKUs, ads and autoship data, which made a listing's hydration payload
 * twice the size. A card that needs another field adds it here, and the type makes it impossible to forget.
 */
export const CARD_PRODUCT_FIELDS = [
  'id',
  'title',
  'image',
  'url_key',
  'product_type',
  'has_options',
  'manufacturer',
  'brand_url_key',
  'analytics_category',
  'price',
  'msrp',
  'temporary_price_reduction',
  'map_price',
  'is_map_enabled',
  'msrp_display_actual_price_type',
  'unit',
  'in_stock',
  'is_running_low',
  'min_order_qty',
  'max_order_qty',
  'rating_average',
  'rating_count',
  'product_badges',
  'ebt_eligibility',
  // A sponsored card ('Sponsored') and a brand page's placed product send their events (issue 26).
  'ads',
  'brand_page_ads',
  'thrive_cash',
  'tc_product_type',
  // The Subscribe control (autoship): whether it shows, and wine's extra step; no autoship prices (issue 12).
  'autoship_enabled',
  'type_category',
] as const satisfies readonly (keyof Product)[];

export type CardProduct = Pick<Product, (typeof CARD_PRODUCT_FIELDS)[number]>;

/** A product with only the fields its card reads. */
export function toCardProduct(product: CardProduct): CardProduct {
  const card = {} as Record<string, unknown>;
  for (const field of CARD_PRODUCT_FIELDS) card[field] = product[field];
  return card as CardProduct;
}

/** A list answer (listing page, search results) with card products instead of whole ones. */
export function withCardProducts<List extends { products: CardProduct[] }>(
  list: List,
): Omit<List, 'products'> & { products: CardProduct[] } {
  return { ...list, products: list.products.map(toCardProduct) };
}
