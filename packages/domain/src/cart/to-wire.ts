import type { CartBoxWire, CartLineItem, CartWire, PromoWire } from '../api/cart.ts';
import { normalizeBoxType } from '../catalog/box-type.ts';
import { type Coupon, couponDiscountText } from '../coupons/coupon.ts';
import { centsToDollars } from '../money/money.ts';
import { volumeIncentive } from '../volume/volume-incentive.ts';
import type { CartBox } from './boxes.ts';
import { freeLineLabel } from './gwp.ts';
import type { CartLineInput, PricedLine } from './lines.ts';
import type { CartTotal, PricedCart } from './totals.ts';

/**
 * Priced carts to the wire (architecture: 'converted to dollars … only when a response is written'). Lines carry
 * what the shopper sees besides what pricing reads.
 */

export type CartLineView = CartLineInput & {
  sku: string;
  title: string;
  image: string;
  url_key: string;
  manufacturer: string;
  product_type: string;
  min_order_qty: number;
  max_order_qty: number;
  is_cart_prefilled_item?: boolean;
  bundle_options?: CartLineItem['bundle_options'];
};

export function totalsToWire(totals: readonly CartTotal[]): CartWire['totals'] {
  return totals.map((t) => ({ type: t.type, value: centsToDollars(t.value) }));
}

export function lineToWire(line: CartLineView | PricedLine<CartLineView>): CartLineItem {
  const priced = 'row_total_cents' in line ? line : null;
  const free = priced?.is_free ?? false;
  return {
    id: line.product_id,
    product_id: line.product_id,
    sku: line.sku,
    line_item_id: line.line_item_id,
    line_item_qty: Math.floor(line.qty),
    min_order_qty: line.min_order_qty,
    max_order_qty: line.max_order_qty,
    product_type: line.product_type,
    price: free ? 0 : centsToDollars(line.price_cents),
    msrp: centsToDollars(line.msrp_cents),
    row_total: centsToDollars(priced?.row_total_cents ?? 0),
    title: line.title,
    image: line.image,
    url_key: line.url_key,
    manufacturer: line.manufacturer,
    sold_as_fresh:
      line.sold_as_fresh === 'fresh' || line.sold_as_fresh === 'fresh-frozen' ? line.sold_as_fresh : null,
    box_type: priced?.box ?? normalizeBoxType(line.box_type),
    save_for_later: Boolean(line.save_for_later),
    is_cart_prefilled_item: Boolean(line.is_cart_prefilled_item),
    gwp_id: line.gwp_id ?? null,
    tc_product_type: line.tc_product_type ?? null,
    free_label: freeLineLabel(line),
    ebt_eligibility: line.ebt_eligible ? 1 : 0,
    in_stock: line.in_stock !== false,
    is_alcohol: Boolean(line.is_alcohol),
    restriction_tag: line.restriction_tag
      ? {
          name: line.restriction_tag.name,
          prohibited_states: [...line.restriction_tag.prohibited_states],
          prohibited_payment_methods: [...line.restriction_tag.prohibited_payment_methods],
        }
      : null,
    bundle_options: line.bundle_options ?? null,
    ...(line.tiered_pricing?.length && !free
      ? { conversion_drivers: volumeIncentive(line.tiered_pricing, line).conversion_drivers }
      : {}),
  };
}

export function boxToWire(box: CartBox<CartLineView>, cutoff: string | null = null): CartBoxWire {
  return {
    box_type: box.box_type,
    items: box.items.map(lineToWire),
    number_of_items: box.number_of_items,
    subtotal: centsToDollars(box.subtotal),
    gwp_eligible_subtotal: centsToDollars(box.gwp_eligible_subtotal),
    free_ship_amt_needed: centsToDollars(box.free_ship_amt_needed),
    min_amt: centsToDollars(box.min_amt),
    cart_message: box.cart_message,
    fresh_message: box.fresh_message,
    cutoff,
    // The next autoship shipment joins the cart afterwards (withNextShipment, autoship).
    scheduled_items: [],
    one_time_items: box.items.map((line) => line.line_item_id),
  };
}

export type CartExtras = {
  cart_id: number;
  /** Cut-off per box type (ISO), when the schedule knows it. */
  cutoffs?: Partial<Record<CartBox['box_type'], string>>;
  giftcards?: CartWire['giftcards'];
  is_gift?: boolean;
  gift_recipient?: string | null;
  gift_message?: string | null;
  /** The gifts being bought on this cart (ours, issues 13 and 23). */
  gifts?: CartWire['gifts'];
  payment_type?: string | null;
};

/**
 * The cart's `giftcards`: the gift card balance spent on it. The balance is one pooled sum per account (no per-card
 * codes once redeemed), so it is one entry named 'balance' (docs/decisions/giftcards.md).
 */
export const GIFT_CARD_BALANCE_CODE = 'balance';

export function cartToWire(cart: PricedCart<CartLineView>, extras: CartExtras): CartWire {
  const d = centsToDollars;
  return {
    cart_id: extras.cart_id,
    subtotal: d(cart.subtotal),
    grand_total: d(cart.grand_total),
    cart_savings: d(cart.cart_savings),
    gwp_eligible_subtotal: d(cart.gwp_eligible_subtotal),
    fresh_subtotal: d(cart.fresh_subtotal),
    coupons: cart.coupons.map(({ coupon, discount, label }) => ({
      coupon_code: coupon.code,
      coupon_name: coupon.coupon_name ?? null,
      label,
      discount_type: coupon.discount_type,
      discount_value: coupon.discount_type === 'by_fixed' ? d(coupon.discount_value) : coupon.discount_value,
      discount_amount: d(discount),
    })),
    coupon_labels: cart.coupon_labels,
    totals: totalsToWire(cart.totals),
    boxes: cart.boxes.map((box) => boxToWire(box, extras.cutoffs?.[box.box_type] ?? null)),
    total_items_in_cart: cart.total_items_in_cart,
    notification: cart.notification,
    giftcards:
      extras.giftcards ??
      (cart.gift_card > 0 ? [{ code: GIFT_CARD_BALANCE_CODE, amount: d(cart.gift_card) }] : []),
    gifts: extras.gifts ?? [],
    // The first gift, as before several were allowed (issue 23), for callers that read one.
    gift: extras.gifts?.[0] ?? null,
    is_gift: extras.is_gift ?? false,
    gift_recipient: extras.gift_recipient ?? null,
    gift_message: extras.gift_message ?? null,
    is_autoship: false,
    autoship_payment_method_id: null,
    payment_type: extras.payment_type ?? null,
    savings: {
      coupon: d(cart.savings.coupon),
      gwp: d(cart.savings.gwp),
      products: d(cart.savings.products),
      thrive_cash: d(cart.savings.thrive_cash),
      tpr: d(cart.savings.tpr),
    },
  };
}

/** GET /promos: a coupon as the promo answer shows it. */
export function promoToWire(coupon: Coupon): PromoWire {
  return {
    coupon_code: coupon.code,
    coupon_name: coupon.coupon_name ?? null,
    label: coupon.label,
    discount: couponDiscountText(coupon),
    discount_type: coupon.discount_type,
    discount_value:
      coupon.discount_type === 'by_fixed' ? centsToDollars(coupon.discount_value) : coupon.discount_value,
    maximum_discount_amount:
      coupon.maximum_discount_amount == null ? null : centsToDollars(coupon.maximum_discount_amount),
    customized_fine_print: coupon.customized_fine_print ?? null,
    below_button_text: coupon.below_button_text ?? null,
    offer_bar_text: coupon.offer_bar_text ?? null,
    expiration_date: coupon.expiration_date,
  };
}
