import { type Database, sql, type Transaction } from '@pantry/db';
import {
  alcoholNotice,
  type CartConfig,
  cartMessages,
  orderDraft,
  type PaymentMethodKind,
  restrictionRefusals,
  splitEbtPayment,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryPrepared } from '../../lib/sql.ts';
import { loadCartState } from '../cart/cart-state.ts';
import {
  couponRowId,
  emptyCart,
  type LoadedCart,
  loadPricedCart,
  lockCart,
  syncAndPrice,
} from '../cart/pricing.ts';
import { createOrderRows, type OrderPaymentInput } from '../orders/create-order-rows.ts';
import { defaultEstimatedDelivery } from '../orders/dates.ts';
import type { Charge, PaymentGateway } from '../payments/gateway.ts';
import { type CheckoutMethod, loadCheckoutContext, placedOrderId } from './context.ts';
import { checkoutMessages } from './messages.ts';

/**
 * Placing an order. Money moves at a payment processor, outside our database, so no database transaction can hold
 * the charge. The order is: check everything (price, stock, restrictions, EBT) → charge through the gateway with
 * the request's idempotency key → one transaction that re-prices the cart under its lock, reserves the stock
 * (conditional decrements), writes the order with items, payments and coupon use, and empties the cart. If that
 * transaction fails (another shopper took the last units, the cart changed), the charge is refunded at once: never a
 * charge without an order, never an order without a charge. A declined card stops before anything is written.
 */

export type CheckoutInput = {
  accountId: number;
  idempotencyKey: string;
  addressId?: number;
  paymentToken?: string;
  paymentType?: string;
};

type Method = CheckoutMethod;

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
    const expired = (m: Method) =>
      m.expYear != null &&
      m.expMonth != null &&
      m.expYear > 0 &&
      (m.expYear < now.getUTCFullYear() ||
        (m.expYear === now.getUTCFullYear() && m.expMonth < now.getUTCMonth() + 1));
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
   * Reserves each line's units, just before commit so the product rows stay locked as briefly as possible. One
   * statement: the rows are locked in id order first (two checkouts sharing products can't deadlock), then one
   * conditional decrement: of two checkouts for the last units, the second finds too few and fails. NO KEY UPDATE,
   * the lock an UPDATE of a non-key column takes: it does not wait for the key-share locks the order items' foreign
   * keys already hold.
   */
  async function reserveStock(tx: Transaction, loaded: LoadedCart) {
    const wanted = new Map<number, number>();
    for (const line of loaded.state.lines) {
      if (line.save_for_later || line.qty <= 0 || line.stockless) continue;
      wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.qty);
    }
    if (wanted.size === 0) return;
    const rows = [...wanted].map(([id, qty]) => ({ id, qty }));
    const [taken] = await queryPrepared<{ n: number }>(
      tx,
      sql`WITH wanted AS (SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS w(id int, qty int)),
               locked AS MATERIALIZED (
                 SELECT p.id FROM products p WHERE p.id IN (SELECT id FROM wanted) ORDER BY p.id FOR NO KEY UPDATE),
               taken AS (
                 UPDATE products p SET stock_qty = p.stock_qty - w.qty
                   FROM wanted w JOIN locked l ON l.id = w.id
                  WHERE p.id = w.id AND p.stock_qty >= w.qty RETURNING p.id)
          SELECT count(*)::int AS n FROM taken`,
    );
    if ((taken?.n ?? 0) !== rows.length) throw new AppError('conflict', cartMessages.outOfStock);
  }

  return {
    /** Places the order; answers its id and whether this call created it (false: a repeated idempotency key). */
    async placeOrder(input: CheckoutInput, now = new Date()): Promise<{ orderId: number; created: boolean }> {
      // Independent reads, at once; their refusals are then checked in the order a shopper should hear them.
      const [{ replayOrderId, account, address, methods }, state] = await Promise.all([
        loadCheckoutContext(db, input),
        loadCartState(db, { accountId: input.accountId }),
      ]);
      if (replayOrderId) return { orderId: replayOrderId, created: false };
      if (!account) throw new AppError('unauthorized', 'Auth is required');
      if (account.userStatus !== 'member' && account.userStatus !== 'trial') {
        throw new AppError('forbidden', checkoutMessages.membersOnly);
      }
      if (!address)
        throw new AppError('bad_request', checkoutMessages.chooseAddress, { field: 'address_id' });
      if (!state) throw new AppError('bad_request', checkoutMessages.emptyCart);
      const pricing = { shopper: { state: address.region_code }, config: cartConfig, now };
      const loaded = await syncAndPrice(db, state, pricing);
      const cartId = loaded.state.cartId;
      const payments = planPayments(loaded, methods, input, now);
      refuse(
        loaded,
        address.region_code,
        payments.map((p) => p.method),
        account.isOver21,
      );

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
        const expectedTotal = loaded.priced.grand_total;
        const result = await db.transaction(async (tx) => {
          await lockCart(tx, cartId);
          // After the lock, a fresh read: a request with this key may have committed while we waited.
          const placed = await placedOrderId(tx, input);
          if (placed) return { orderId: placed, created: false };
          const locked = await loadPricedCart(tx, cartId, pricing);
          if (!locked || locked.priced.grand_total !== expectedTotal) {
            throw new AppError('conflict', checkoutMessages.cartChanged);
          }
          const paid: OrderPaymentInput[] = charges.map(({ method, charge }) => ({
            kind: method.kind,
            token: method.token,
            ccType: method.ccType,
            last4: method.last4,
            amountCents: charge.amountCents,
            gatewayChargeId: charge.id,
          }));
          const created = await createOrderRows(tx, {
            accountId: input.accountId,
            idempotencyKey: input.idempotencyKey,
            priced: orderDraft(locked.priced),
            shippingAddress: {
              firstname: address.firstname,
              lastname: address.lastname,
              street1: address.street1,
              street2: address.street2,
              city: address.city,
              postcode: address.postcode,
              region_code: address.region_code,
              telephone: address.telephone,
            },
            payments: paid,
            couponIds: locked.priced.coupons.map((c) => couponRowId(c.coupon)),
            estimatedDelivery: defaultEstimatedDelivery(now),
            signatureRequired: alcoholNotice(locked.priced.lines) !== null,
            placedAt: now,
          });
          await emptyCart(tx, cartId, rememberedPaymentType(payments.map((p) => p.method.kind)));
          await reserveStock(tx, locked);
          return { orderId: created.orderId, created: created.created };
        });
        // Not created: a request with the same key placed the order; its charges are these same charges.
        return result;
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
