import type { StoreConfig } from '../api/store.ts';
import { dollarsToCents } from '../money/money.ts';
import type { BoxRules } from './boxes.ts';

// Apart from api/store.ts, whose zod schema would otherwise come along into every page that reads the rules
// (25 KB gzip of zod on the product page).

/** The wire's settings (dollars) back as the cart's box rules (cents), for the rules the web shares with the cart. */
export function boxRulesFromStoreConfig(config: StoreConfig): BoxRules {
  const rule = (box: keyof BoxRules) => ({
    freeShippingCents: dollarsToCents(config.free_shipping[box]),
    feeCents: dollarsToCents(config.shipping_fee[box]),
  });
  return { grocery: rule('grocery'), fresh: rule('fresh'), frozen: rule('frozen'), wine: rule('wine') };
}
