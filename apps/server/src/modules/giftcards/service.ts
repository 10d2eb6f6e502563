import type { Database } from '@pantry/db';
import { sql } from '@pantry/db';
import {
  type AuditActor,
  type CartWire,
  centsToDollars,
  type GiftFormInput,
  giftPriceCents,
  validateGiftForm,
} from '@pantry/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import type { CartService } from '../cart/index.ts';
import type { Mailer, SentMarks } from '../mail/index.ts';
import { loadGift, reissueGift, searchGifts, voidGift } from './admin.ts';
import { clawBackOrderGifts } from './clawback.ts';
import { issueOrderGifts, issueReissuedGift } from './issue.ts';
import { loadGiftOffer, offerWire } from './offer.ts';
import { createRedeemer, giftCardBalanceCents } from './redeem.ts';
import { refundOrderGiftCard } from './refund.ts';

/**
 * Gift cards and gift memberships (`app.giftcards`): the offer, the gift line on the cart (the spec's POST
 * /carts/product with the Gift form in `options`), issuing codes when the order is placed, /redeem, the balance,
 * and giving a canceled order's gift card money back.
 */

export const giftCartMessages = {
  /** Interpretation: a gift is bought signed in (the code's e-mail and receipt need an account). */
  signIn: 'Please sign in to send a gift.',
} as const;

export type GiftCartAnswer = CartWire & { errors: string[]; cart_errors: string[] };

export function createGiftCardService(deps: {
  db: Database;
  config: Config;
  mailer: Mailer;
  cart: CartService;
}) {
  const { db, config, cart } = deps;
  let giftProductIds: Promise<Set<number>> | null = null;

  /** The gift card and gift membership products: adding one to the cart adds a gift. */
  function isGiftProduct(productId: number): Promise<boolean> {
    giftProductIds ??= queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM products WHERE product_type = 'aw_giftcard' OR sku = 'membership-gift-dynamic'`,
    ).then((rows) => new Set(rows.map((r) => r.id)));
    return giftProductIds.then((ids) => ids.has(productId));
  }

  async function cartAnswer(accountId: number): Promise<GiftCartAnswer> {
    return { ...(await cart.readAccountCart(accountId)), errors: [], cart_errors: [] };
  }

  return {
    async offer() {
      return offerWire(await loadGiftOffer(db, config));
    },

    /** POST /carts/product for a gift product; null when the product is not one (the cart adds it as a line). */
    async addToCart(
      accountId: number | null,
      productId: number,
      options: unknown,
    ): Promise<GiftCartAnswer | null> {
      if (!(await isGiftProduct(productId))) return null;
      if (accountId === null) throw new AppError('unauthorized', giftCartMessages.signIn);
      const form = validateGiftForm((options && typeof options === 'object' ? options : {}) as GiftFormInput);
      if (!form.ok) {
        const [field, message] = Object.entries(form.errors)[0]!;
        throw new AppError('bad_request', message, { field, fields: form.errors });
      }
      const offer = await loadGiftOffer(db, config);
      const gift = form.value;
      await cart.addGift(accountId, {
        product_id: productId,
        type: gift.type,
        credit_cents: gift.creditCents,
        price_cents: giftPriceCents(gift, offer.saleCents),
        recipient_name: gift.recipientName,
        recipient_email: gift.recipientEmail,
        message: gift.message,
        sender_name: gift.senderName,
        sender_email: gift.senderEmail,
      });
      return cartAnswer(accountId);
    },

    /**
     * DELETE /carts/product for a gift product: the gift named by `giftId` (the line_item_id) leaves the cart, or
     * every gift without one; null when it is not a gift product.
     */
    async removeFromCart(
      accountId: number | null,
      productId: number | undefined,
      giftId?: number,
    ): Promise<GiftCartAnswer | null> {
      if (productId === undefined || !(await isGiftProduct(productId))) return null;
      if (accountId === null) throw new AppError('unauthorized', giftCartMessages.signIn);
      await cart.removeGift(accountId, giftId);
      return cartAnswer(accountId);
    },

    redeem: createRedeemer(db),

    async balance(accountId: number) {
      return { gift_card_balance: centsToDollars(await giftCardBalanceCents(db, accountId)) };
    },

    /** The order.placed subscriber's work. */
    issueOrderGifts: (orderId: number, now: Date) =>
      issueOrderGifts({ db, mailer: deps.mailer, siteOrigin: config.siteOrigin }, orderId, now),
    /** A reissued gift's new code, e-mailed to its recipient (the `gift.reissued` subscriber). */
    issueReissuedGift: (giftId: number, now: Date, done?: SentMarks) =>
      issueReissuedGift({ db, mailer: deps.mailer, siteOrigin: config.siteOrigin }, giftId, now, done),

    /** The order.canceled subscriber's work. */
    refundOrderGiftCard: (orderId: number) => refundOrderGiftCard(db, orderId),

    /** Gift codes in the console (issue 25): search, one gift with its history, void, reissue. */
    console: {
      search: (typed: string) => searchGifts(db, typed),
      gift: (giftId: number) => loadGift(db, giftId),
      void: (giftId: number, actor: AuditActor, now = new Date()) => voidGift(db, giftId, actor, now),
      reissue: (giftId: number, actor: AuditActor, now = new Date()) => reissueGift(db, giftId, actor, now),
    },

    /** The operator takes a canceled order's redeemed credit back (the order's refund then gives it back). */
    clawBack: (orderId: number, actor?: AuditActor) => clawBackOrderGifts(db, orderId, actor),
  };
}

export type GiftCardService = ReturnType<typeof createGiftCardService>;
