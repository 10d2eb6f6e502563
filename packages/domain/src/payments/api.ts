import { z } from 'zod';
import { cardBrands } from './cards.ts';
import { paymentTypes } from './payment-types.ts';

/**
 * The payments wire contract (account spec §3 Saved payment method, §7 GET /account/cc and the payment-token
 * endpoint). Field names are the spec's; money is dollars with 2 decimals.
 */

export const billingAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  postcode: z.string(),
  region_code: z.string(),
  telephone: z.string(),
});

export const savedPaymentMethodSchema = z.object({
  id: z.number().int(),
  /** The gateway's token: what checkout charges. Never the card number. */
  token: z.string(),
  /** A card brand (visa, mastercard, american express, discover, ebt) or the payment type of a wallet. */
  cc_type: z.union([z.enum(cardBrands), z.enum(paymentTypes)]),
  /** 'Visa ending in 4242', 'PayPal'. */
  cc_label: z.string(),
  last4: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  is_default: z.boolean(),
  expired: z.boolean(),
  billing_address: billingAddressSchema.nullable(),
  /** Cards and EBT cards pass a $0 authorisation when saved; wallets are verified by their own app. */
  payment_verification: z.object({
    status: z.enum(['verified', 'not_required']),
    verified_at: z.string().nullable(),
  }),
  payment_type: z.enum(['card', ...paymentTypes]),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

/** GET /account/cc. `errors` is always empty on success; the client reads it beside `cards`. */
export const savedCardsSchema = z.object({
  success: z.literal(true),
  cards: z.array(savedPaymentMethodSchema),
  errors: z.array(z.string()),
});
export type SavedCards = z.infer<typeof savedCardsSchema>;

/** POST /account/cc, PUT /account/cc/{id}/default, POST /account/payment-type. */
export const savedCardSchema = z.object({ success: z.literal(true), card: savedPaymentMethodSchema });

export const removedCardSchema = z.object({ success: z.literal(true), id: z.number().int() });

/**
 * GET /account/ebt_balance: the saved EBT card and its balance in dollars. No card on file is an ordinary answer
 * (a SNAP shopper who has not added one yet), not a missing resource: `card` is null and `balance` is left out.
 */
export const ebtBalanceSchema = z.object({
  success: z.literal(true),
  card: savedPaymentMethodSchema.nullable(),
  balance: z.number().optional(),
});
export type EbtBalance = z.infer<typeof ebtBalanceSchema>;

/** GET /token/payment: the payment SDK's client token, good for 6 hours (spec §9). */
export const paymentClientTokenSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expires_at: z.string(),
});

/** POST /payment-gateway/test/tokens: the token and what it stands for (never the number). */
export const gatewayTokenSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  cc_type: z.enum(cardBrands),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
