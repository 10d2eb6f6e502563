import { type Database, refusedCheck, sql, type Writer, writeCheck } from '@pantry/db';
import {
  type AgeStatus,
  ageStatus,
  alcoholNotice,
  type CartConfig,
  cartMessages,
  centsToDollars,
  checkoutMembersOnly,
  checkoutRefusal,
  formatDollars,
  isCardExpired,
  orderDraft,
  type PaymentMethodKind,
  restrictionRefusals,
  splitEbtPayment,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { brokenConstraint } from '../../lib/sql.ts';
import { addOrderSavings } from '../account/index.ts';
import {
  couponRowId,
  emptyBoughtCart,
  guardHeldCart,
  holdCart,
  type LoadedCart,
  loadCartState,
  syncAndPrice,
} from '../cart/index.ts';
import { releaseStock, STOCK_CHECK, type StockLine, takeStock } from '../catalog/index.ts';
import { eventWriter } from '../events/index.ts';
import {
  GIFT_CARD_SHORT,
  holdGiftCardSpend,
  recordGiftCardSpend,
  recordGiftPurchase,
  releaseGiftCardSpend,
} from '../giftcards/index.ts';
import {
  createdOrder,
  defaultEstimatedDelivery,
  type OrderRowsInput,
  type WrittenOrder,
  writeOrder,
} from '../orders/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { createPayments, type PaidPart, type Payments } from '../payments/index.ts';
import { countCouponUses, recordCouponUses, releaseCouponUses } from '../promos/index.ts';
import { spendThriveCash, thriveCashMessages } from '../thrivecash/index.ts';
import { type CheckoutMethod, loadCheckoutContext, placedOrderId } from './context.ts';
import { checkoutMessages } from './messages.ts';

/**
 * Placing an order. Price the cart from one read and check everything the shopper can act on; refuse a total
 * higher than the one the shopper confirmed. Then one payment (the payments primitive): the intent is committed
 * with the hold (the cart moved to its next version, the coupon uses counted under their limits, the stock taken),
 * so only an order that can be placed is charged; the charge; and one statement of named writers that writes the
 * order, its items, payments and coupon uses, empties the cart, adds the savings and announces `order.placed` and
 * `cart.checked_out`, only if the cart is still the held version. Whatever stops after the hold gives it back,
 * and refunds whatever was charged.
 */

export type CheckoutInput = {
  accountId: number;
  idempotencyKey: string;
  addressId?: number;
  paymentToken?: string;
  paymentType?: string;
  /** The grand total the shopper confirmed, in cents: a higher one after re-pricing is refused, not charged. */
  confirmedTotalCents?: number;
};

/**
 * Thrown when the hold found the cart's pricing out of date (a coupon at its limit, the gift card balance spent, a
 * product short of units since the cart was read): checkout reads and prices the cart again.
 */
class PriceAgain extends Error {
  /** What the shopper hears if the rounds run out with this refusal last. */
  constructor(readonly refusal: string) {
    super(refusal);
  }
}

/** What checkout holds before the charge, kept on the payment intent so a release gives back exactly that. */
type OrderHold = {
  stock: StockLine[];
  coupon_ids: number[];
  /** The gift card balance spent (aw_giftcard), in cents; absent on holds written before gift cards. */
  gift_card?: { account_id: number; cents: number };
};

type Method = CheckoutMethod;

export function createCheckoutService({
  db,
  gateway,
  payments: givenPayments,
  cartConfig,
}: {
  db: Database;
  /** Without `payments`, checkout takes money through its own primitive over this gateway (tests). */
  gateway?: PaymentGateway;
  payments?: Payments;
  cartConfig: CartConfig;
}) {
  const payments = givenPayments ?? ownPayments(db, gateway);
  payments.onRelease('order', async (tx, hold) => {
    const { stock, coupon_ids, gift_card } = hold as OrderHold;
    await releaseStock(tx, stock);
    await releaseCouponUses(tx, coupon_ids);
    if (gift_card) await releaseGiftCardSpend(tx, gift_card.account_id, gift_card.cents);
  });

  /** Which saved methods pay, and how much each: one card or wallet, or EBT for the eligible part plus another. */
  function planPayments(
    loaded: LoadedCart,
    methods: Method[],
    input: CheckoutInput,
    now: Date,
    ebtBalanceCents: number | null,
  ) {
    // The domain's rule (the store's calendar month), so checkout takes every card the payments page shows as valid.
    const expired = (m: Method) => isCardExpired(m.expMonth, m.expYear, now);
    const byToken = (token: string | undefined) => methods.find((m) => m.token === token && m.kind !== 'ebt');
    const type = input.paymentType === 'androidpay' ? 'googlepay' : input.paymentType;
    const total = loaded.priced.grand_total;
    // Nothing left to charge (Thrive Cash or the gift card balance covers it): no card is charged, so none need be
    // chosen (issue 23: a $0.00 order asked for a card all the same).
    if (total === 0) return [];
    if (type === 'ebt') {
      const ebt = methods.find((m) => m.kind === 'ebt');
      if (!ebt) throw new AppError('bad_request', checkoutMessages.noEbtCard);
      const split = splitEbtPayment({
        lines: loaded.priced.lines,
        grandTotalCents: total,
        methods: methods.map((m) => m.kind as PaymentMethodKind),
        ebtBalanceCents,
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

  /**
   * The EBT card's balance when EBT pays: EBT then pays the eligible items up to it and the card the rest, instead
   * of a charge the issuer would refuse for want of funds. A balance spent between this read and the charge is
   * still refused by the issuer, and that refusal gives everything back.
   */
  async function ebtBalanceFor(methods: Method[], input: CheckoutInput): Promise<number | null> {
    const ebt = methods.find((m) => m.kind === 'ebt');
    return input.paymentType === 'ebt' && ebt ? payments.ebtBalanceCents(ebt.token) : null;
  }

  /** Every refusal the shopper can act on, before any money moves. */
  function refuse(loaded: LoadedCart, state: string, payers: Method[], age: AgeStatus) {
    const lines = loaded.priced.lines;
    // A gift alone (a gift card or gift membership, no box) is an order too.
    if (lines.length === 0 && loaded.state.gifts.length === 0)
      throw new AppError('bad_request', checkoutMessages.emptyCart);
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
    const [refusal] = restrictionRefusals(lines, { state, paymentMethod, age });
    // Under 21 is a refusal no change of cart details lifts (403); the rest the shopper can fix here (400).
    const status = refusal?.code === 'alcohol_age' ? 'forbidden' : 'bad_request';
    if (refusal) throw new AppError(status, refusal.message, { reason: refusal.code });
  }

  /** The units each product loses (saved-for-later and stockless lines take none). */
  function wantedStock(loaded: LoadedCart): StockLine[] {
    const wanted = new Map<number, number>();
    for (const line of loaded.state.lines) {
      if (line.save_for_later || line.qty <= 0 || line.stockless) continue;
      wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.qty);
    }
    return [...wanted].map(([id, qty]) => ({ id, qty }));
  }

  /**
   * The hold, written with the payment intent in one statement before any money moves: the cart moves to its next
   * version (only from the version that was priced), each coupon's use is counted under its limits, and the stock
   * is taken last. A check that fails (another tab changed the cart, a coupon reached its limit) or a product
   * short of units fails the whole statement, so nothing is held and nothing charged.
   */
  function holdWriters(loaded: LoadedCart, hold: OrderHold, accountId: number) {
    const { cartId, version } = loaded.state;
    return (opened: SQL): Writer[] => [
      holdCart(cartId, version, opened),
      countCouponUses(hold.coupon_ids, accountId, sql`EXISTS (SELECT 1 FROM held_cart)`),
      takeStock(hold.stock, sql`held_cart`),
      ...holdGiftCardSpend(accountId, hold.gift_card?.cents ?? 0, sql`EXISTS (SELECT 1 FROM held_cart)`),
      {
        name: 'check the hold',
        ctes: null,
        answer: sql`${writeCheck(sql`NOT ${opened} OR EXISTS (SELECT 1 FROM held_cart)`, 'cart_changed', 'cart_held')},
          ${writeCheck(
            sql`NOT EXISTS (SELECT 1 FROM held_cart)
                OR (SELECT count(*) FROM coupons_counted) = ${hold.coupon_ids.length}::int`,
            'coupon_taken',
            'coupons_held',
          )}`,
      },
    ];
  }

  /** A refusal of the hold's statement, as the shopper hears it, or PriceAgain. */
  function holdRefusal(error: unknown): unknown {
    // Units gone to other orders since the cart was read: price again. A free gift whose last units went is then
    // left out by the cart's gift rule and the order goes through (issue 23); a chosen product that ran out is
    // refused by `refuse`.
    if (brokenConstraint(error) === STOCK_CHECK) return new PriceAgain(cartMessages.outOfStock);
    const refused = refusedCheck(error);
    if (refused === 'cart_changed') return new AppError('conflict', checkoutMessages.cartChanged);
    // A gift card balance spent elsewhere since pricing: price again (the card pays more), like a coupon taken.
    if (refused === 'coupon_taken' || refused === GIFT_CARD_SHORT)
      return new PriceAgain(checkoutMessages.cartChanged);
    if (refused === 'thrive_cash_short') return new AppError('conflict', thriveCashMessages.short);
    return error;
  }

  /**
   * The order's writers, recorded with the payment in one statement: nothing is written unless the cart is still
   * the held version (answered as `cart_id` null, and then the charge is given back).
   */
  function orderRecord(input: CheckoutInput, ready: Ready, paidWith: string | null, now: Date) {
    const { loaded } = ready;
    const { cartId, version } = loaded.state;
    let order: OrderRowsInput;
    return {
      writers: (charges: PaidPart[]): Writer[] => {
        order = orderRows(input, ready, charges, now);
        return [
          guardHeldCart(cartId, version + 1, paidWith),
          writeOrder(order, sql`EXISTS (SELECT 1 FROM cart)`),
          recordCouponUses(order.couponIds ?? [], order.accountId),
          // The Thrive Cash the order applied, spent from the ledger in the order's statement (`awraf`).
          ...(loaded.priced.thrive_cash > 0
            ? [spendThriveCash(order.accountId, loaded.priced.thrive_cash, now)]
            : []),
          recordGiftCardSpend(order.accountId, loaded.priced.gift_card),
          recordGiftPurchase(cartId, order.accountId),
          emptyBoughtCart(cartId),
          addOrderSavings(order.accountId, loaded.priced.cart_savings),
          eventWriter('order_placed', 'order.placed', sql`new_order o`, {
            order_id: sql`o.id`,
            increment_id: sql`o.increment_id`,
            account_id: sql`${order.accountId}::int`,
          }),
          eventWriter('cart_checked_out', 'cart.checked_out', sql`new_order o`, {
            cart_id: sql`${cartId}::int`,
            account_id: sql`${order.accountId}::int`,
            order_id: sql`o.id`,
          }),
        ];
      },
      recorded: sql`EXISTS (SELECT 1 FROM new_order)`,
      read: (row: Record<string, unknown>) => {
        const written = row as WrittenOrder & { cart_id: number | null };
        if (written.cart_id === null) throw new AppError('conflict', checkoutMessages.cartChanged);
        return createdOrder(db, order, written);
      },
    };
  }

  /** The order's rows, from the priced cart and the charges that paid it. */
  function orderRows(input: CheckoutInput, ready: Ready, charges: PaidPart[], now: Date): OrderRowsInput {
    const { loaded, payments: planned, address } = ready;
    const ships = loaded.priced.lines.length > 0;
    return {
      accountId: input.accountId,
      idempotencyKey: input.idempotencyKey,
      priced: orderDraft(loaded.priced),
      shippingAddress: ships && address ? withoutId(address) : null,
      payments: charges.map(({ charge }, index) => {
        const method = planned[index]!.method;
        return {
          kind: method.kind,
          token: method.token,
          ccType: method.ccType,
          last4: method.last4,
          amountCents: charge.amountCents,
          gatewayChargeId: charge.id,
        };
      }),
      couponIds: loaded.priced.coupons.map((c) => couponRowId(c.coupon)),
      estimatedDelivery: ships ? defaultEstimatedDelivery(now) : null,
      signatureRequired: alcoholNotice(loaded.priced.lines) !== null,
      placedAt: now,
    };
  }

  /** Holds, charges and records through the payments primitive; answers the order. */
  async function payAndPlace(input: CheckoutInput, ready: Ready, now: Date) {
    const { loaded, payments: planned } = ready;
    const hold: OrderHold = {
      stock: wantedStock(loaded),
      coupon_ids: loaded.priced.coupons.map((c) => couponRowId(c.coupon)),
      gift_card: { account_id: input.accountId, cents: loaded.priced.gift_card },
    };
    const paidWith = rememberedPaymentType(planned.map((p) => p.method.kind));
    const result = await payments
      .pay(
        {
          key: `checkout:${input.accountId}:${input.idempotencyKey}`,
          purpose: 'order',
          subjectId: input.accountId,
          accountId: input.accountId,
          description: 'Pantry order',
          parts: planned.map((p) => ({ token: p.method.token, amountCents: p.amountCents })),
          hold: { data: hold, writers: holdWriters(loaded, hold, input.accountId) },
        },
        orderRecord(input, ready, paidWith, now),
      )
      .catch((error: unknown) => {
        throw holdRefusal(error);
      });
    if (result.kind === 'recorded') return { orderId: result.value.orderId, created: result.value.created };
    // A request with this key settled it first: its order, or (refunded, abandoned) a spent attempt.
    const placed = await placedOrderId(db, input);
    if (placed) return { orderId: placed, created: false };
    throw new AppError('conflict', checkoutMessages.attemptSpent);
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
    const refusal = checkoutRefusal(account.userStatus);
    if (refusal) throw new AppError('forbidden', checkoutMembersOnly[refusal]);
    if (!state) throw new AppError('bad_request', checkoutMessages.emptyCart);
    const pricing = { shopper: { state: address?.region_code ?? null }, config: cartConfig, now };
    const loaded = await syncAndPrice(db, state, pricing);
    // Gifts alone ship nothing, so they need no address (issue 23).
    if (!address && loaded.priced.lines.length > 0)
      throw new AppError('bad_request', checkoutMessages.chooseAddress, { field: 'address_id' });
    const payments = planPayments(loaded, methods, input, now, await ebtBalanceFor(methods, input));
    refuse(
      loaded,
      address?.region_code ?? '',
      payments.map((p) => p.method),
      ageStatus(account.dateOfBirth, now),
    );
    return { replay: null, loaded, payments, address } as const;
  }

  type Ready = Extract<Awaited<ReturnType<typeof prepare>>, { replay: null }>;

  return {
    /**
     * Places the order; answers its id and whether this call created it (false: a repeated idempotency key). A
     * hold refused for a coupon at its limit or units gone since pricing prices the cart again (PriceAgain): a
     * higher total is refused with it.
     */
    async placeOrder(input: CheckoutInput, now = new Date()): Promise<{ orderId: number; created: boolean }> {
      let confirmed = input.confirmedTotalCents;
      let refusal: string = checkoutMessages.cartChanged;
      for (let round = 0; round < 3; round++) {
        let ready: Awaited<ReturnType<typeof prepare>>;
        try {
          ready = await prepare(input, now);
        } catch (error) {
          // A request with this key may have placed the order since our reads (a double click): the cart it
          // emptied is then no reason to refuse; the answer is that order.
          const placed = error instanceof AppError ? await placedOrderId(db, input) : null;
          if (placed) return { orderId: placed, created: false };
          throw error;
        }
        if (ready.replay !== null) return { orderId: ready.replay, created: false };
        const total = ready.loaded.priced.grand_total;
        confirmed ??= total;
        if (total > confirmed) {
          throw new AppError('conflict', checkoutMessages.totalRose(formatDollars(total)), {
            total: centsToDollars(total),
          });
        }
        try {
          return await payAndPlace(input, ready, now);
        } catch (error) {
          if (!(error instanceof PriceAgain)) throw error;
          refusal = error.refusal;
        }
      }
      throw new AppError('conflict', refusal);
    },
  };
}

function withoutId<T extends { id: number }>({ id: _id, ...rest }: T): Omit<T, 'id'> {
  return rest;
}

/** A primitive of checkout's own over the gateway, for a checkout built outside the app (tests). */
function ownPayments(db: Database, gateway: PaymentGateway | undefined): Payments {
  if (!gateway) throw new Error('createCheckoutService needs payments or a gateway');
  const quiet = { info() {}, warn() {}, error() {} };
  return createPayments({ db, gateway, log: quiet });
}

/** The cart's payment type after an order: EBT or a wallet is offered first next time; a card is not remembered. */
export function rememberedPaymentType(kinds: readonly string[]): string | null {
  if (kinds.includes('ebt')) return 'ebt';
  return kinds.find((kind) => kind !== 'card') ?? null;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
