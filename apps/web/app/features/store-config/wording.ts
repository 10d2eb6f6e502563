import { formatShortDollars, type StoreConfig } from '@pantry/domain';

/** How the configured amounts read in the store's sentences (lib/store-config/api.ts reads them). */

/** '$150' for whole dollars (a threshold reads better without '.00'), '$9.95' otherwise. */
export function shortDollars(dollars: number): string {
  return formatShortDollars(Math.round(dollars * 100));
}

/** '$150': the grocery box's free-shipping threshold, or null when the settings are unknown. */
export function groceryThreshold(config: StoreConfig | undefined): string | null {
  return config ? shortDollars(config.free_shipping.grocery) : null;
}

/** 'Free shipping on grocery orders over $150'; the amount is left out when the settings are unknown. */
export function groceryFreeShipping(config: StoreConfig | undefined): string {
  const threshold = groceryThreshold(config);
  return threshold ? `Free shipping on grocery orders over ${threshold}` : 'Free shipping on grocery orders';
}

/** 'free shipping over $150', for a benefit named inside a sentence. */
export function freeShippingOver(config: StoreConfig | undefined): string {
  const threshold = groceryThreshold(config);
  return threshold ? `free shipping over ${threshold}` : 'free shipping';
}
