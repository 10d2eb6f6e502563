import { type AutoshipButton, type AutoshipScheduleWire, autoshipButton } from '@pantry/domain';
import { useSyncExternalStore } from 'react';
import { isSignedIn, useAccount } from '../account/index.ts';
import { isPlaVisit } from '../membership/index.ts';
import { useAutoshipItems, useAutoshipSchedule } from './api.ts';
import type { AutoshipProduct } from './autoship-control.tsx';

export function isWineProduct(product: Pick<AutoshipProduct, 'box_type' | 'type_category'>): boolean {
  return product.box_type === 'wine' || product.type_category === 'wine';
}

/** A new subscription's quantity: the product's autoship minimum, at least 1. */
export function startQty(product: AutoshipProduct): number {
  return Math.max(1, product.autoship?.product_config.min_qty ?? 1);
}

const noSubscription = () => () => {};

/**
 * Whether this visit landed from an ad campaign (the shell notes a PLA landing for the visit). Server HTML and
 * hydration read no, then the browser's note.
 */
function useAdCampaignVisit(): boolean {
  return useSyncExternalStore(noSubscription, isPlaVisit, () => false);
}

/**
 * What the autoship buttons read of the shopper (account, items, schedule), and the §4 button state of a product
 * for them, from the domain's one rule.
 */
export function useAutoshipButtons(): {
  /** The shopper's items are known (until then a subscribed product would look unsubscribed). */
  ready: boolean;
  schedule: AutoshipScheduleWire | null;
  buttonFor: (
    product: AutoshipProduct,
    options?: { savingsPercent?: number; list?: boolean },
  ) => AutoshipButton;
} {
  const { account } = useAccount();
  const signedIn = isSignedIn(account);
  const itemsQuery = useAutoshipItems(signedIn);
  const items = itemsQuery.data ?? [];
  const schedule = useAutoshipSchedule(signedIn).data ?? null;
  const adCampaign = useAdCampaignVisit();
  const buttonFor = (product: AutoshipProduct, options: { savingsPercent?: number; list?: boolean } = {}) => {
    const item = items.find((i) => i.product_id === product.id && i.status !== 'cancelled') ?? null;
    return autoshipButton({
      loggedIn: signedIn,
      account: {
        status: account?.autoship.status ?? null,
        type: account?.autoship.autoship_type ?? null,
        optedOut: account?.autoship.opted_out ?? false,
        userStatus: account?.user_status,
      },
      adCampaign,
      product: {
        autoshipEnabled: product.autoship_enabled,
        productType: product.product_type,
        inStock: product.in_stock,
        isWine: isWineProduct(product),
      },
      item: item ? { status: item.status, frequencyWeeks: item.frequency, qty: item.qty } : null,
      schedule,
      ...options,
    });
  };
  return { ready: itemsQuery.isSuccess, schedule, buttonFor };
}
