import { z } from 'zod';
import { canMoveGiftCode, type GiftCodeStatus } from './code-status.ts';
import { GIFT_CODE_ALPHABET, normalizeGiftCode } from './gift-code.ts';
import { GIFT_TYPES } from './gift-form.ts';

/**
 * Gift codes in the console (issue 25): look one up, void it, reissue it. Voiding refunds nothing: the credit a
 * code has not yet given stays with its gift (its remaining balance), and reissuing voids the code and sends the
 * same recipient a new one for that balance (docs/decisions/giftcards.md). Pure rules and the routes' wire shapes.
 */

export const giftConsoleMessages = {
  notFound: 'There is no gift with this id.',
  noMatch: 'No gift code matches this search.',
  redeemed: 'This code was already redeemed: its credit is on the recipient’s gift card balance.',
  voided: 'This code is already void.',
  notSent: 'This gift’s code has not been sent yet; it goes out with its order.',
  orderCanceled: 'This gift’s order was canceled, so its code stays void.',
  reissued: 'This code was already reissued.',
  search: 'Search by the whole code, its last four characters, an e-mail address or an order number.',
} as const;

/** What a console search for a gift names (null: nothing it can be). */
export type GiftSearch =
  | { kind: 'code'; code: string }
  | { kind: 'last_four'; lastFour: string }
  | { kind: 'email'; email: string }
  | { kind: 'order'; incrementId: string };

/**
 * Reads the console's one search box: a whole code (typed as the recipient would, forgivingly), the last four
 * characters the console and the e-mails show, an e-mail (the buyer's, the recipient's or the redeemer's), or an
 * order number.
 */
export function giftSearch(typed: string): GiftSearch | null {
  const text = typed.trim();
  const code = normalizeGiftCode(text);
  if (code) return { kind: 'code', code };
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  if (/^\d{5,20}$/.test(text)) return { kind: 'order', incrementId: text };
  const lastFour = text
    .replace(/^[•*.\s-]+/, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (lastFour.length === 4 && [...lastFour].every((c) => GIFT_CODE_ALPHABET.includes(c))) {
    return { kind: 'last_four', lastFour };
  }
  return null;
}

export type GiftCodeFacts = {
  status: GiftCodeStatus;
  /** The order that bought it was canceled (its money went back, so the gift went). */
  orderCanceled: boolean;
  /** A newer code replaced this one. */
  reissued: boolean;
};

/** Why the code cannot be voided (null: it can). */
export function giftVoidRefusal(gift: GiftCodeFacts): string | null {
  if (gift.status === 'redeemed') return giftConsoleMessages.redeemed;
  if (!canMoveGiftCode(gift.status, 'void')) return giftConsoleMessages.voided;
  return null;
}

/**
 * Why the code cannot be reissued (null: it can): an issued code, or one an operator voided, whose order stands and
 * which no code has replaced yet. A redeemed code has nothing left to give; a pending one has not been sent.
 */
export function giftReissueRefusal(gift: GiftCodeFacts): string | null {
  if (gift.status === 'redeemed') return giftConsoleMessages.redeemed;
  if (gift.status === 'pending') return giftConsoleMessages.notSent;
  if (gift.orderCanceled) return giftConsoleMessages.orderCanceled;
  if (gift.reissued) return giftConsoleMessages.reissued;
  return null;
}

/** What the code can still give, in cents: its credit until it is redeemed (0 after, or once its order is canceled). */
export function giftRemainingCents(gift: GiftCodeFacts & { creditCents: number }): number {
  if (gift.status === 'redeemed' || gift.orderCanceled || gift.reissued) return 0;
  return gift.creditCents;
}

// ---- Wire ---------------------------------------------------------------------------------------------------------

const person = z.object({ account_id: z.number().int(), email: z.string(), name: z.string() });

export const adminGiftSummarySchema = z.object({
  id: z.number().int(),
  /** The code's last four characters (only its hash is kept). */
  code_last_four: z.string().nullable(),
  type: z.enum(GIFT_TYPES),
  /** Dollars of credit bought. */
  credit: z.number(),
  status: z.enum(['pending', 'issued', 'redeemed', 'voided']),
  recipient_name: z.string(),
  recipient_email: z.string(),
  buyer_email: z.string(),
  order_increment_id: z.string(),
  created_at: z.string(),
});
export type AdminGiftSummary = z.infer<typeof adminGiftSummarySchema>;

export const adminGiftSearchSchema = z.object({ gifts: z.array(adminGiftSummarySchema) });
export type AdminGiftSearch = z.infer<typeof adminGiftSearchSchema>;

export const adminGiftSchema = adminGiftSummarySchema.extend({
  sender_name: z.string(),
  message: z.string(),
  buyer: person,
  redeemed_by: person.nullable(),
  order_canceled: z.boolean(),
  /** Dollars the code can still give. */
  remaining: z.number(),
  /** The redeemer's gift card balance now, in dollars (null until redeemed). */
  redeemer_balance: z.number().nullable(),
  reissued_from_id: z.number().int().nullable(),
  reissued_to_id: z.number().int().nullable(),
  can_void: z.boolean(),
  can_reissue: z.boolean(),
  /** What happened to it, oldest first. */
  history: z.array(z.object({ at: z.string(), what: z.string() })),
});
export type AdminGift = z.infer<typeof adminGiftSchema>;

export const adminGiftReissueSchema = z.object({ old: adminGiftSchema, gift: adminGiftSchema });
export type AdminGiftReissue = z.infer<typeof adminGiftReissueSchema>;
