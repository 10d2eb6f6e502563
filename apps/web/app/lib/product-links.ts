import type { Product } from '@pantry/domain';

/** Spec §2: 'Gift cards always go to /p/gift-card.' */
export const GIFT_CARD_PATH = '/p/gift-card';

export function productHref(p: Pick<Product, 'product_type' | 'url_key'>): string {
  return p.product_type === 'aw_giftcard' ? GIFT_CARD_PATH : `/p/${encodeURIComponent(p.url_key)}`;
}

export function brandHref(p: Pick<Product, 'brand_url_key'>): string {
  return `/brand/${encodeURIComponent(p.brand_url_key)}`;
}

/**
 * 'Shop Similar' on an out-of-stock card: the product's category listing when its key is known, otherwise a
 * search for the category's name.
 */
export function shopSimilarHref(
  p: Pick<Product, 'analytics_category' | 'title'>,
  categoryKey: string | null,
): string {
  if (categoryKey) return `/c/${encodeURIComponent(categoryKey)}`;
  return `/search/results?q=${encodeURIComponent(p.analytics_category.trim() || p.title)}`;
}

/** Where the login page sends the shopper back to (account spec: the 'route' parameter). */
export function loginHref(returnTo: string): string {
  return `/login?route=${encodeURIComponent(returnTo)}`;
}
