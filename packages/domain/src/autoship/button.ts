import type { AutoshipItemStatus, AutoshipScheduleStatus } from './statuses.ts';
import { autoshipClosed, autoshipRunning, chargeFailed } from './statuses.ts';

/**
 * The autoship button on a product card, the product page, a list and the cart (account spec §4):
 * - not subscribed: 'Subscribe' (variants 'Subscribe for {savings} savings', 'Subscribe all' for lists,
 *   'Turn on Recurring');
 * - subscribed: 'Every {n} week(s) | Qty: {qty}' plus 'Manage';
 * - paused or canceled: disabled 'Recurring paused' or 'Recurring turned off';
 * - hidden for opt-out, cancelled and logged-out users, bundles, out-of-stock items and products without autoship;
 * - 'Opt-out autoship is hidden for ad-campaign (PLA) users who are not active';
 * - a wine product needs an extra step before autoship opens; a failed charge shows a banner instead of opening.
 */

export type AutoshipButtonInput = {
  loggedIn: boolean;
  account: {
    status: string | null;
    type: string | null;
    optedOut: boolean;
    /** user_status ('member', 'trial', 'lead', …); absent: not known, counted as not active. */
    userStatus?: string;
  };
  /** This visit landed from an ad campaign (utm_medium naming 'pla'). */
  adCampaign?: boolean;
  product: {
    autoshipEnabled: boolean;
    productType: string;
    inStock: boolean;
    isWine: boolean;
  };
  /** The shopper's item for this product (a cancelled one counts as none). */
  item: { status: AutoshipItemStatus; frequencyWeeks: number; qty: number } | null;
  schedule: { status: AutoshipScheduleStatus } | null;
  /** The whole percent the autoship price saves; 0 or absent: plain 'Subscribe'. */
  savingsPercent?: number;
  /** A list's button subscribes every product on it. */
  list?: boolean;
};

export type AutoshipButton =
  | { kind: 'hidden' }
  | {
      kind: 'subscribe';
      text: string;
      /** Wine: ask first (§4 'requires an extra step before autoship opens'). */
      confirmFirst: boolean;
      opens: 'subscribe' | 'charge_failed_banner';
    }
  | { kind: 'subscribed'; text: string; manage: 'Manage'; opens: 'manage' | 'charge_failed_banner' }
  | { kind: 'disabled'; text: 'Recurring paused' | 'Recurring turned off' };

const BUNDLE_TYPES = new Set(['bundle', 'advanced_bundle_idl', 'grouped']);

export function isBundleProduct(productType: string): boolean {
  return BUNDLE_TYPES.has(productType);
}

/** 'Every 1 week | Qty: 2', 'Every 4 weeks | Qty: 1'. */
export function subscribedText(frequencyWeeks: number, qty: number): string {
  return `Every ${frequencyWeeks} ${frequencyWeeks === 1 ? 'week' : 'weeks'} | Qty: ${qty}`;
}

/**
 * §4 'Opt-out autoship is hidden for ad-campaign (PLA) users who are not active': an account on the store's
 * opt-out programme (autoship_type 'opt_out'), seen on an ad-campaign visit, unless the shopper is an active member
 * (§6: a member or trial user) whose autoship runs.
 */
function hiddenForAdCampaign(input: AutoshipButtonInput): boolean {
  if (!input.adCampaign || input.account.type !== 'opt_out') return false;
  const status = input.account.userStatus;
  const activeMember = status === 'member' || status === 'trial';
  return !(activeMember && autoshipRunning(input.account.status));
}

function hidden(input: AutoshipButtonInput): boolean {
  const { product, account } = input;
  return (
    !input.loggedIn ||
    // The opted-out (opted_out, status 'opt-out') and cancelled; autoship_type 'opt_out' is the opt-out programme,
    // whose members are on autoship unless they opt out, so it closes nothing by itself (see hiddenForAdCampaign).
    autoshipClosed({ status: account.status, optedOut: account.optedOut }) ||
    hiddenForAdCampaign(input) ||
    !product.autoshipEnabled ||
    isBundleProduct(product.productType) ||
    !product.inStock
  );
}

function subscribeText(input: AutoshipButtonInput): string {
  if (input.list) return 'Subscribe all';
  // An autoship that is not running (never started, or turned off) is turned on by subscribing.
  if (input.account.status === 'inactive') return 'Turn on Recurring';
  if (input.savingsPercent && input.savingsPercent > 0)
    return `Subscribe for ${input.savingsPercent}% savings`;
  return 'Subscribe';
}

export function autoshipButton(input: AutoshipButtonInput): AutoshipButton {
  if (hidden(input)) return { kind: 'hidden' };
  const opensBanner = chargeFailed(input.schedule?.status);
  const item = input.item && input.item.status !== 'cancelled' ? input.item : null;
  if (!item) {
    return {
      kind: 'subscribe',
      text: subscribeText(input),
      confirmFirst: input.product.isWine,
      opens: opensBanner ? 'charge_failed_banner' : 'subscribe',
    };
  }
  if (input.account.status === 'inactive') return { kind: 'disabled', text: 'Recurring turned off' };
  if (item.status === 'paused' || input.account.status === 'paused') {
    return { kind: 'disabled', text: 'Recurring paused' };
  }
  return {
    kind: 'subscribed',
    text: subscribedText(item.frequencyWeeks, item.qty),
    manage: 'Manage',
    opens: opensBanner ? 'charge_failed_banner' : 'manage',
  };
}
