import { type AgeStatus, ageMessages } from '../account/age.ts';
import { regionByCode } from '../account/regions.ts';
import type { CartLineInput } from '../cart/lines.ts';
import { isCardBrand } from '../payments/cards.ts';
import { normalizePaymentType, paymentTypeLabel } from '../payments/payment-types.ts';
import { messages } from '../ui/messages.ts';

/**
 * Restriction checks at checkout (spec storefront §1 'Alcohol orders display: Signature required upon delivery.
 * Must be at least 21 yrs+.'; §5 'Items whose restriction_tag lists prohibited states or payment methods are
 * flagged. Alcohol needs is_over_21.'). The refusal words for age, states and payment methods are ours: the
 * signature notice is what the order displays, not why it is refused (issue 23).
 */

export type RestrictedLine = Pick<CartLineInput, 'product_id' | 'is_alcohol' | 'restriction_tag'> & {
  title: string;
};

export type RestrictionContext = {
  /** Two-letter code of the shipping state. */
  state: string | null;
  /**
   * What pays for the goods: a card brand ('visa') or payment type ('paypal'). With EBT, pass the other method:
   * EBT pays only EBT-eligible items, and a tag that prohibits EBT makes an item ineligible (see ebt.ts).
   */
  paymentMethod: string | null;
  /** What the store knows of the shopper's age (account/age.ts): alcohol needs 'over_21'. */
  age: AgeStatus;
};

/** `age_unconfirmed`: alcohol, and no date of birth yet (the shopper confirms one); `alcohol_age`: under 21. */
export type RestrictionCode =
  | 'age_unconfirmed'
  | 'alcohol_age'
  | 'prohibited_state'
  | 'prohibited_payment_method';
export type RestrictionRefusal = { code: RestrictionCode; product_id: number; message: string };

export const restrictionMessages = {
  ageUnconfirmed: ageMessages.unconfirmed,
  underAge: (title: string) => `${ageMessages.underAge} Please remove ${title} from your cart.`,
  prohibitedState: (title: string, state: string) =>
    `Sorry, ${title} can't be shipped to ${state}. Please remove it from your cart or choose another address.`,
  prohibitedPayment: (title: string, method: string) =>
    `Sorry, ${title} can't be paid for with ${method}. Please choose another payment method.`,
} as const;

/** 'androidpay' is Google Pay; a card brand also answers to 'card'. */
function methodKeys(method: string): string[] {
  const key = method.trim().toLowerCase();
  const type = normalizePaymentType(key);
  const keys = [type ?? key];
  if (isCardBrand(key) && key !== 'ebt') keys.push('card');
  return keys;
}

/** 'PayPal', 'EBT', 'Visa', 'American Express'. */
export function paymentMethodLabel(method: string): string {
  const type = normalizePaymentType(method);
  if (type) return paymentTypeLabel(type);
  return method
    .trim()
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

function listed(list: readonly string[] | undefined, keys: readonly string[]): boolean {
  return (list ?? []).some((entry) =>
    keys.includes(normalizePaymentType(entry) ?? entry.trim().toLowerCase()),
  );
}

export function isProhibitedState(
  line: Pick<CartLineInput, 'restriction_tag'>,
  state: string | null,
): boolean {
  const code = (state ?? '').trim().toUpperCase();
  return (
    code !== '' &&
    (line.restriction_tag?.prohibited_states ?? []).some((s) => s.trim().toUpperCase() === code)
  );
}

export function isProhibitedPayment(
  line: Pick<CartLineInput, 'restriction_tag'>,
  method: string | null,
): boolean {
  return (
    method != null &&
    method.trim() !== '' &&
    listed(line.restriction_tag?.prohibited_payment_methods, methodKeys(method))
  );
}

/** Every reason the order can't go as it is, line by line: age for alcohol, then state, then payment method. */
export function restrictionRefusals(
  lines: readonly RestrictedLine[],
  ctx: RestrictionContext,
): RestrictionRefusal[] {
  const refusals: RestrictionRefusal[] = [];
  const stateName = regionByCode(ctx.state)?.name ?? (ctx.state ?? '').trim().toUpperCase();
  for (const line of lines) {
    if (line.is_alcohol && ctx.age === 'unconfirmed') {
      refusals.push({
        code: 'age_unconfirmed',
        product_id: line.product_id,
        message: restrictionMessages.ageUnconfirmed,
      });
    } else if (line.is_alcohol && ctx.age === 'under_21') {
      refusals.push({
        code: 'alcohol_age',
        product_id: line.product_id,
        message: restrictionMessages.underAge(line.title),
      });
    }
    if (isProhibitedState(line, ctx.state)) {
      refusals.push({
        code: 'prohibited_state',
        product_id: line.product_id,
        message: restrictionMessages.prohibitedState(line.title, stateName),
      });
    }
    if (ctx.paymentMethod && isProhibitedPayment(line, ctx.paymentMethod)) {
      refusals.push({
        code: 'prohibited_payment_method',
        product_id: line.product_id,
        message: restrictionMessages.prohibitedPayment(line.title, paymentMethodLabel(ctx.paymentMethod)),
      });
    }
  }
  return refusals;
}

/** Spec §1: an order with alcohol displays the signature notice; null without alcohol. */
export function alcoholNotice(lines: readonly Pick<CartLineInput, 'is_alcohol'>[]): string | null {
  return lines.some((line) => line.is_alcohol) ? messages.alcoholSignature : null;
}
