import { z } from 'zod';
import { GIFT_TYPES } from './gift-form.ts';

/**
 * The gift wire contract. Spec storefront §3 Gift form names the fields; adding a gift is the spec's §7
 * `POST /carts/product` with the form in `options`. The cart's `gift` and `/redeem` answers are ours.
 */

export const giftTypeSchema = z.enum(GIFT_TYPES);

/** Spec §3 Gift form, plus `amount` (dollars of credit). Strings: a form posts text. */
export const giftOptionsSchema = z.object({
  type: z.string().max(40).optional(),
  amount: z.union([z.string().max(20), z.number()]).optional(),
  gc_recipient_full_name: z.string().max(400).optional(),
  gc_recipient_email: z.string().max(400).optional(),
  gc_message: z.string().max(4000).optional(),
  sender_fullname: z.string().max(400).optional(),
  gc_sender_email: z.string().max(400).optional(),
});

/** The gift being bought on a cart (ours: the spec's cart has only is_gift, gift_recipient and gift_message). */
export const cartGiftSchema = z.object({
  /** The gift line's id: DELETE /carts/product?product_id=…&line_item_id=… takes this one off. */
  id: z.number().int(),
  product_id: z.number().int(),
  type: giftTypeSchema,
  /** Dollars of credit in the gift (0 for a membership alone). */
  amount: z.number(),
  /** What the gift costs. */
  price: z.number(),
  gc_recipient_full_name: z.string(),
  gc_recipient_email: z.string(),
  gc_message: z.string(),
  sender_fullname: z.string(),
  gc_sender_email: z.string(),
});
export type CartGiftWire = z.infer<typeof cartGiftSchema>;

export const redeemBodySchema = z.object({ code: z.string().max(100) });

export const redeemAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  type: giftTypeSchema,
  /** Dollars of credit added to the gift card balance. */
  credit: z.number(),
  /** The membership's new end (ISO), when the gift held one. */
  membership_expires_at: z.string().nullable(),
  /** The gift card balance after redeeming, dollars. */
  gift_card_balance: z.number(),
});
export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

export const giftCardBalanceSchema = z.object({ gift_card_balance: z.number() });
