import { validateEmail } from '../account/email.ts';
import { accountMessages } from '../account/messages.ts';
import { formatDollars } from '../money/money.ts';

/**
 * The gift form (spec storefront §3 Gift form: type, gc_recipient_full_name, gc_recipient_email, gc_message,
 * sender_fullname, gc_sender_email; §5: 'Gift recipient and sender names need at least two words; error text
 * "must be first and last name."', 'Gift membership choices: membershipPlusCredit, membership, credit'; §9 'Gift
 * card: credit, membership or both; 1 year membership; never expires'). The amount of credit is ours: `amount`.
 */

/** Spec §5's order. */
export const GIFT_TYPES = ['membershipPlusCredit', 'membership', 'credit'] as const;
export type GiftType = (typeof GIFT_TYPES)[number];

/** Spec §9: a gift membership is one year. */
export const GIFT_MEMBERSHIP_MONTHS = 12;

/** Credit a gift may carry (docs/decisions/giftcards.md): $10 to $500, in whole dollars. */
export const GIFT_CREDIT_MIN_CENTS = 1000;
export const GIFT_CREDIT_MAX_CENTS = 50_000;
export const GIFT_MESSAGE_MAX_LENGTH = 500;
export const GIFT_NAME_MAX_LENGTH = 100;
/** Gifts one cart may hold (ours, issue 23: several gifts in one cart, within reason). */
export const GIFTS_PER_CART_MAX = 10;

export const giftMessages = {
  /** Spec §5, word for word. */
  firstAndLastName: 'must be first and last name.',
  /** Interpretations: the spec gives no texts for these. */
  chooseType: 'Please choose a gift: credit, a membership, or both.',
  amountRange: `Please choose an amount from ${formatDollars(GIFT_CREDIT_MIN_CENTS)} to ${formatDollars(GIFT_CREDIT_MAX_CENTS)} in whole dollars.`,
  messageTooLong: `Please keep your message to ${GIFT_MESSAGE_MAX_LENGTH} characters.`,
  nameTooLong: `Please enter no more than ${GIFT_NAME_MAX_LENGTH} characters.`,
  tooMany: `A cart holds at most ${GIFTS_PER_CART_MAX} gifts. Please check out, then send more.`,
} as const;

export function giftHasCredit(type: GiftType): boolean {
  return type !== 'membership';
}

export function giftHasMembership(type: GiftType): boolean {
  return type !== 'credit';
}

/** What the form sends (strings from a form, or numbers from JSON). */
export type GiftFormInput = {
  type?: string | null;
  /** Dollars of credit, for credit and membershipPlusCredit. */
  amount?: string | number | null;
  gc_recipient_full_name?: string | null;
  gc_recipient_email?: string | null;
  gc_message?: string | null;
  sender_fullname?: string | null;
  gc_sender_email?: string | null;
};

export type GiftForm = {
  type: GiftType;
  /** 0 for a membership alone. */
  creditCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  senderName: string;
  senderEmail: string;
};

export type GiftFormField = Exclude<keyof GiftFormInput, never>;
export type GiftFormCheck =
  | { ok: true; value: GiftForm }
  | { ok: false; errors: Partial<Record<GiftFormField, string>> };

const clean = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');

/** Spec §5: at least two words. Answers the cleaned name or the message. */
export function checkGiftName(
  name: string | null | undefined,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = clean(name);
  if (value === '') return { ok: false, message: accountMessages.required };
  if (value.length > GIFT_NAME_MAX_LENGTH) return { ok: false, message: giftMessages.nameTooLong };
  if (value.split(' ').length < 2) return { ok: false, message: giftMessages.firstAndLastName };
  return { ok: true, value };
}

/** Whole dollars from MIN to MAX; answers cents or null. */
export function giftCreditCents(amount: string | number | null | undefined): number | null {
  const text = typeof amount === 'number' ? String(amount) : (amount ?? '').trim().replace(/^\$/, '');
  if (!/^\d{1,6}(\.00?)?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents >= GIFT_CREDIT_MIN_CENTS && cents <= GIFT_CREDIT_MAX_CENTS ? cents : null;
}

function isGiftType(type: string | null | undefined): type is GiftType {
  return (GIFT_TYPES as readonly string[]).includes(type ?? '');
}

/** Checks every field at once, so the form can show each field's message. */
export function validateGiftForm(input: GiftFormInput): GiftFormCheck {
  const errors: Partial<Record<GiftFormField, string>> = {};
  const type = isGiftType(input.type) ? input.type : null;
  if (!type) errors.type = giftMessages.chooseType;
  const creditCents = type && giftHasCredit(type) ? giftCreditCents(input.amount) : 0;
  if (creditCents === null) errors.amount = giftMessages.amountRange;
  const recipient = checkGiftName(input.gc_recipient_full_name);
  if (!recipient.ok) errors.gc_recipient_full_name = recipient.message;
  const sender = checkGiftName(input.sender_fullname);
  if (!sender.ok) errors.sender_fullname = sender.message;
  const recipientEmail = validateEmail(input.gc_recipient_email);
  if (!recipientEmail.ok) errors.gc_recipient_email = recipientEmail.message;
  const senderEmail = validateEmail(input.gc_sender_email);
  if (!senderEmail.ok) errors.gc_sender_email = senderEmail.message;
  const message = (input.gc_message ?? '').trim();
  if (message.length > GIFT_MESSAGE_MAX_LENGTH) errors.gc_message = giftMessages.messageTooLong;
  if (!type || creditCents === null || !recipient.ok || !sender.ok || !recipientEmail.ok || !senderEmail.ok) {
    return { ok: false, errors };
  }
  if (errors.gc_message) return { ok: false, errors };
  return {
    ok: true,
    value: {
      type,
      creditCents,
      recipientName: recipient.value,
      recipientEmail: recipientEmail.value,
      message,
      senderName: sender.value,
      senderEmail: senderEmail.value,
    },
  };
}

/**
 * What the gift costs: the membership's price today (the gift offer's sale price) when it holds one, plus the
 * credit at face value.
 */
export function giftPriceCents(
  gift: Pick<GiftForm, 'type' | 'creditCents'>,
  membershipCents: number,
): number {
  return (
    (giftHasMembership(gift.type) ? Math.max(0, membershipCents) : 0) +
    (giftHasCredit(gift.type) ? gift.creditCents : 0)
  );
}
