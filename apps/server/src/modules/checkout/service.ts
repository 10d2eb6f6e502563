import { type Database, sql } from '@pantry/db';
import {
  alcoholNotice,
  type CartConfig,
  cartMessages,
  isActive,
  isCardExpired,
  orderDraft,
  type PaymentMethodKind,
  restrictionRefusals,
  splitEbtPayment,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { brokenConstraint, queryPrepared } from '../../lib/sql.ts';
import { loadCartState } from '../cart/cart-state.ts';
import { couponRowId, type LoadedCart, syncAndPrice } from '../cart/pricing.ts';
import {
  createdOrder,
  type OrderRowsInput,
  orderWrites,
  type WrittenOrder,
  writtenOrder,
} from '../orders/create-order-rows.ts';
import { defaultEstimatedDelivery } from '../orders/dates.ts';
import type { Charge, PaymentGateway } from '../payments/gateway.ts';
import { type CheckoutMethod, loadCheckoutContext, placedOrderId } from './context.ts';
import { checkoutMessages } from './messages.ts';

/**
 * Placing an order. Money moves at a payment processor, outside our database, so no database transaction can hold
 * the charge. The order is: price the cart from one read and check everything (stock, restrictions, EBT) → charge
 * that amount through the gateway with the request's idempotency key → one statement (atomic, like a transaction)
 * that writes the order with items, payments and coupon use, empties the cart and reserves the stock, only if the
 * cart is still the version that was priced. If it writes nothing (the cart changed) or fails (another shopper took
 * the last units), the charge is refunded at once: never a charge without an order, never an order without a
 * charge. A declined card stops before anything is written.
 */

export type CheckoutInput = {
  accountId: number;
  idempotencyKey: string;
  addressId?: number;
  paymentToken?: string;
  paymentType?: string;
};

type Method = CheckoutMethod;

/** The products table's CHECK (stock_qty >= 0), named in the migration. */
const STOCK_CHECK = 'products_stock_qty_not_negative';

export function createCheckoutService({
  db,
  gateway,
  cartConfig,
}: {
  db: Database;
  gateway: PaymentGateway;
  cartConfig: CartConfig;
}) {
  /** Which saved methods pay, and how much each: one card or wallet, or EBT for the eligible part plus another. */
  function planPayments(loaded: LoadedCart, methods: Method[], input: CheckoutInput, now: Date) {
    // The domain's rule (the store's calendar month), so checkout takes every card the payments page shows as valid.
    const expired = (m: Method) => isCardExpired(m.expMonth, m.expYear, now);
    const byToken = (token: string | undefined) => methods.find((m) => m.token === token && m.kind !== 'ebt');
    const type = input.paymentType === 'androidpay' ? 'googlepay' : input.paymentType;
    const total = loaded.priced.grand_total;
    if (type === 'ebt') {
      const ebt = methods.find((m) => m.kind === 'ebt');
      if (!ebt) throw new AppError('bad_request', checkoutMessages.noEbtCard);
      const split = splitEbtPayment({
        lines: loaded.priced.lines,
        grandTotalCents: total,
        methods: methods.map((m) => m.kind as PaymentMethodKind),
      });
      if (!split.ok) throw new AppError('bad_request', split.message, { code_detail: split.code });
      const other = byToken(input.paymentToken) ?? methods.find((m) => m.kind === 'card' && m.isDefault);
      if (split.other_cents > 0 && (!other || expired(other))) {
        throw new AppError('bad_request', checkoutMessages.choosePayment, { field: 'payment_token' });
      }
      return [
        { method: ebt, amountCents: split.ebt_cents },
        ...(other ? [{ method: other, amountCents: split.other_cents }] : []),
      ].filter((p) => p.amountCents > 0);
    }
    const method = type ? methods.find((m) => m.kind === type) : byToken(input.paymentToken);
    if (!method)
      throw new AppError('bad_request', checkoutMessages.choosePayment, { field: 'payment_token' });
    if (expired(method)) throw new AppError('payment_required', checkoutMessages.cardExpired);
    return total > 0 ? [{ method, amountCents: total }] : [];
  }

  /** Every refusal the shopper can act on, before any money moves. */
  function refuse(loaded: LoadedCart, state: string, payers: Method[], isOver21: boolean) {
    const lines = loaded.priced.lines;
    if (lines.length === 0) throw new AppError('bad_request', checkoutMessages.emptyCart);
    const short = loaded.state.lines.some(
      (l) => !l.save_for_later && l.qty > 0 && !l.stockless && (!l.product_in_stock || l.qty > l.stock_qty),
    );
    if (short) throw new AppError('conflict', cartMessages.outOfStock);
    const goodsPayer = payers.find((m) => m.kind !== 'ebt') ?? payers[0];
    const paymentMethod = goodsPayer
      ? goodsPayer.kind === 'card'
        ? goodsPayer.ccType
        : goodsPayer.kind
      : null;
    const [refusal] = restrictionRefusals(lines, { state, paymentMethod, isOver21 });
    if (refusal) throw new AppError('bad_request', refusal.message, { reason: refusal.code });
  }

  /**
   * Writes the order, empties the cart and reserves the stock in one statement, so it all happens or none of it
   * does, and no product row stays locked across a round trip. Nothing is written unless the cart is still the
   * version that was priced and charged (answered as `cart_id` null). The SELECT reads every write before the
   * stock's, so the stock is taken last and its product rows are held only until the statement commits. The stock
   * is taken by reserve_stock (migration 0005): products locked in id order, then each line's units taken; a
   * product left with fewer units than ordered breaks the stock check and fails the whole statement. The order's
   * savings (the priced cart's `cart_savings`) are added to the account's running totals in the same statement.
   */
  async function writeOrder(order: OrderRowsInput, loaded: LoadedCart, paidWith: string | null) {
    const wanted = new Map<number, number>();
    for (const line of loaded.state.lines) {
      if (line.save_for_later || line.qty <= 0 || line.stockless) continue;
      wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.qty);
    }
    const stock = [...wanted].map(([id, qty]) => ({ id, qty }));
    const { cartId, version } = loaded.state;
    const savings = loaded.priced.cart_savings;
    try {
      const [written] = await queryPrepared<WrittenOrder & { cart_id: number | null; reserved: number }>(
        db,
        sql`WITH cart AS (
              UPDATE carts SET version = version + 1, updated_at = now(), payment_type = ${paidWith}::text
               WHERE id = ${cartId}::int AND version = ${version}::int RETURNING id),
            ${orderWrites(order, sql`EXISTS (SELECT 1 FROM cart)`)},
            bought AS (
              DELETE FROM cart_items
               WHERE cart_id = ${cartId}::int AND NOT save_for_later AND EXISTS (SELECT 1 FROM new_order)
              RETURNING 1),
            coupons_gone AS (
              DELETE FROM cart_coupons WHERE cart_id = ${cartId}::int AND EXISTS (SELECT 1 FROM new_order)
              RETURNING 1),
            saved AS (
              UPDATE accounts
                 SET current_year_savings_cents = current_year_savings_cents + ${savings}::int,
                     lifetime_savings_cents = lifetime_savings_cents + ${savings}::int
               WHERE id = ${order.accountId}::int AND EXISTS (SELECT 1 FROM new_order)
              RETURNING 1),
            reserved AS (SELECT reserve_stock(${JSON.stringify(stock)}::json) AS n FROM new_order)
            SELECT (SELECT id FROM cart) AS cart_id, ${writtenOrder},
                   (SELECT count(*) FROM bought) + (SELECT count(*) FROM coupons_gone) AS emptied,
                   (SELECT count(*) FROM saved) AS saved,
                   coalesce((SELECT n FROM reserved), 0) AS reserved`,
      );
      if (!written) throw new Error('the checkout statement answered no row');
      return written;
    } catch (error) {
      if (brokenConstraint(error) === STOCK_CHECK) throw new AppError('conflict', cartMessages.outOfStock);
      throw error;
    }
  }

  /** The reads and every refusal before money moves: the priced cart, who pays what, where it goes. */
  async function prepare(input: CheckoutInput, now: Date) {
    // Independent reads, at once; their refusals are then checked in the order a shopper should hear them.
    const [{ replayOrderId, account, address, methods }, state] = await Promise.all([
      loadCheckoutContext(db, input),
      loadCartState(db, { accountId: input.accountId }),
    ]);
    if (replayOrderId) return { replay: replayOrderId } as const;
    if (!account) throw new AppError('unauthorized', 'Auth is required');
    if (!isActive({ loggedIn: true, status: account.userStatus })) {
      throw new AppError('forbidden', checkoutMessages.membersOnly);
    }
    if (!address) throw new AppError('bad_request', checkoutMessages.chooseAddress, { field: 'address_id' });
    if (!state) throw new AppError('bad_request', checkoutMessages.emptyCart);
    const pricing = { shopper: { state: address.region_code }, config: cartConfig, now };
    const loaded = await syncAndPrice(db, state, pricing);
    const payments = planPayments(loaded, methods, input, now);
    refuse(
      loaded,
      address.region_code,
      payments.map((p) => p.method),
      account.isOver21,
    );
    return { replay: null, loaded, payments, address } as const;
  }

  return {
    /** Places the order; answers its id and whether this call created it (false: a repeated idempotency key). */
    async placeOrder(input: CheckoutInput, now = new Date()): Promise<{ orderId: number; created: boolean }> {
      let ready: Awaited<ReturnType<typeof prepare>>;
      try {
        ready = await prepare(input, now);
      } catch (error) {
        // A request with this key may have placed the order since our reads (a double click): the cart it emptied
        // is then no reason to refuse; the answer is that order.
        const placed = error instanceof AppError ? await placedOrderId(db, input) : null;
        if (placed) return { orderId: placed, created: false };
        throw error;
      }
      if (ready.replay !== null) return { orderId: ready.replay, created: false };
      const { loaded, payments, address } = ready;

      // Money first; each charge is keyed by the request, so a retried request never charges twice.
      const charges: { method: Method; charge: Charge }[] = [];
      try {
        for (const [index, payment] of payments.entries()) {
          const charge = await gateway.charge({
            token: payment.method.token,
            amountCents: payment.amountCents,
            idempotencyKey: `checkout:${input.accountId}:${input.idempotencyKey}:${index}`,
            description: 'Pantry order',
          });
          // This key's earlier attempt failed and was refunded: it cannot place an order any more.
          if (charge.refundedCents > 0) throw new AppError('conflict', checkoutMessages.attemptSpent);
          charges.push({ method: payment.method, charge });
        }
        const { id: _addressId, ...shippingAddress } = address;
        const order: OrderRowsInput = {
          accountId: input.accountId,
          idempotencyKey: input.idempotencyKey,
          priced: orderDraft(loaded.priced),
          shippingAddress,
          payments: charges.map(({ method, charge }) => ({
            kind: method.kind,
            token: method.token,
            ccType: method.ccType,
            last4: method.last4,
            amountCents: charge.amountCents,
            gatewayChargeId: charge.id,
          })),
          couponIds: loaded.priced.coupons.map((c) => couponRowId(c.coupon)),
          estimatedDelivery: defaultEstimatedDelivery(now),
          signatureRequired: alcoholNotice(loaded.priced.lines) !== null,
          placedAt: now,
        };
        const paidWith = rememberedPaymentType(payments.map((p) => p.method.kind));
        const written = await writeOrder(order, loaded, paidWith);
        if (written.cart_id === null) {
          // The cart changed after it was priced, perhaps emptied by a request with this same key that placed the
          // order meanwhile: then this is a replay, and these charges are that order's.
          const placed = await placedOrderId(db, input);
          if (placed) return { orderId: placed, created: false };
          throw new AppError('conflict', checkoutMessages.cartChanged);
        }
        // Not created: a request with the same key placed the order; its charges are these same charges.
        const { orderId, created } = await createdOrder(db, order, written);
        return { orderId, created };
      } catch (error) {
        await refundAll(charges, 'undo');
        throw error;
      }
    },
  };

  /** Gives back what this request charged when no order came of it (keys make a repeat harmless). */
  async function refundAll(charges: { charge: Charge }[], why: string) {
    for (const { charge } of charges) {
      await gateway.refund({
        chargeId: charge.id,
        amountCents: charge.amountCents,
        idempotencyKey: `${charge.id}:${why}`,
      });
    }
  }
}

/** The cart's payment type after an order: EBT or a wallet is offered first next time; a card is not remembered. */
export function rememberedPaymentType(kinds: readonly string[]): string | null {
  if (kinds.includes('ebt')) return 'ebt';
  return kinds.find((kind) => kind !== 'card') ?? null;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
