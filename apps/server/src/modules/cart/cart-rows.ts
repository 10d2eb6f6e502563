import { type StoredBundleOption, type StoredPriceReduction, type StoredThriveCash, sql } from '@pantry/db';
import {
  applyPriceReductions,
  type CartLineView,
  type Coupon,
  type GwpOfferOnShelf,
  maxOrderQty,
  minOrderQty,
  type RestrictionTag,
  thriveCashOfferFromStored,
  unitsAvailable,
  type VolumeTier,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { BACK_SOON_BADGE, isInStock, productImageUrl, STOCKLESS_TYPES } from '../catalog/index.ts';

/**
 * The cart's rows as the database gives them (json built in SQL, so a whole cart is one statement) and their
 * translation into the domain's shapes: cart lines for priceCart, coupons for couponRefusal, gift offers for
 * planCartGifts. Money stays in cents.
 */

/** What a cart line (or a gift offer) needs of its product, for a products row `p` joined with `b` and `rt`. */
export const productJson = sql`json_build_object(
  'id', p.id, 'sku', p.sku, 'title', p.title, 'url_key', p.url_key, 'manufacturer', b.name,
  'image_position', (SELECT min(pi.position) FROM product_images pi WHERE pi.product_id = p.id),
  'product_type', p.product_type, 'type_category', p.type_category, 'box_type', p.box_type,
  'category', coalesce(nullif(p.analytics_category, ''), (SELECT c.name FROM categories c WHERE c.id = p.category_id)),
  'sold_as_fresh', p.sold_as_fresh, 'price_cents', p.price_cents, 'msrp_cents', p.msrp_cents,
  'tpr', p.temporary_price_reduction, 'stock_qty', p.stock_qty, 'is_available', p.is_available,
  'back_soon', EXISTS (SELECT 1 FROM product_badges pb WHERE pb.product_id = p.id
                        AND pb.badge_id = ANY (ARRAY(SELECT bd.id FROM badges bd WHERE bd.text = ${BACK_SOON_BADGE}))),
  'min_order_qty', p.min_order_qty, 'max_order_qty', p.max_order_qty, 'tc_product_type', p.tc_product_type,
  'ebt_eligible', p.ebt_eligible, 'bundle_options', p.bundle_options, 'thrive_cash', p.thrive_cash,
  'tiered_pricing', (SELECT json_agg(json_build_object('min', vt.min_qty, 'max', vt.max_qty, 'promo_type', vt.promo_type,
    'discount_type', vt.discount_type, 'promo_value', vt.promo_value)) FROM product_volume_tiers vt WHERE vt.product_id = p.id),
  'restriction', CASE WHEN rt.id IS NULL THEN NULL ELSE json_build_object('name', rt.name,
    'prohibited_states', rt.prohibited_states, 'prohibited_payment_methods', rt.prohibited_payment_methods,
    'requires_over_21', rt.requires_over21) END)`;

export const productJoins = sql`JOIN brands b ON b.id = p.brand_id
  LEFT JOIN restriction_tags rt ON rt.id = p.restriction_tag_id`;

/**
 * A coupon row `co` with how often it was used, by `accountId` (an SQL expression, may be NULL) and by all. All uses
 * is at least `used_count`, which counts the uses held by checkouts still charging: a coupon at its limit stops
 * applying at once.
 */
export function couponJson(accountId: SQL): SQL {
  return sql`json_build_object(
    'id', co.id, 'code', co.code, 'label', co.label, 'coupon_name', co.coupon_name,
    'discount_type', co.discount_type, 'discount_value', co.discount_value,
    'maximum_discount_cents', co.maximum_discount_cents, 'min_subtotal_cents', co.min_subtotal_cents,
    'first_order_only', co.first_order_only, 'starts_on', co.starts_on, 'expiration_date', co.expiration_date,
    'uses_per_customer', co.uses_per_customer, 'total_uses', co.total_uses,
    'customized_fine_print', co.customized_fine_print, 'below_button_text', co.below_button_text,
    'offer_bar_text', co.offer_bar_text, 'active', co.active,
    'customer_uses', (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = co.id AND u.account_id = ${accountId}),
    'all_uses', greatest(co.used_count, (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = co.id)))`;
}

export type ProductJson = {
  id: number;
  sku: string;
  title: string;
  url_key: string;
  manufacturer: string;
  image_position: number | null;
  product_type: string;
  type_category: string;
  /** The analytics category (the top category's name), else the main category's name. */
  category: string | null;
  box_type: string;
  sold_as_fresh: 'fresh' | 'fresh-frozen' | null;
  price_cents: number;
  msrp_cents: number;
  tpr: StoredPriceReduction[] | null;
  stock_qty: number;
  is_available: boolean;
  back_soon: boolean;
  min_order_qty: number | null;
  max_order_qty: number | null;
  tc_product_type: 'GWP' | 'SAMPLE' | null;
  thrive_cash: StoredThriveCash | null;
  ebt_eligible: boolean;
  bundle_options: StoredBundleOption[] | null;
  restriction: (RestrictionTag & { requires_over_21: boolean }) | null;
  /** The product's volume incentive tiers (null for none). */
  tiered_pricing: VolumeTier[] | null;
};

export type LineJson = {
  line_item_id: number;
  qty: number;
  save_for_later: boolean;
  gwp_id: number | null;
  is_cart_prefilled_item: boolean;
  product: ProductJson;
};

export type CouponJson = {
  id: number;
  code: string;
  label: string | null;
  coupon_name: string | null;
  discount_type: 'by_percent' | 'by_fixed';
  discount_value: number;
  maximum_discount_cents: number | null;
  min_subtotal_cents: number;
  first_order_only: boolean;
  starts_on: string | null;
  expiration_date: string | null;
  uses_per_customer: number | null;
  total_uses: number | null;
  customized_fine_print: string | null;
  below_button_text: string | null;
  offer_bar_text: string | null;
  active: boolean;
  customer_uses: number;
  all_uses: number;
};

export type OfferJson = {
  gwp_id: number;
  threshold_cents: number;
  starts_on: string | null;
  ends_on: string | null;
  product: ProductJson;
};

/** What the cart service knows of a product: the pricing fields plus stock and limits. */
export type CartProduct = Omit<CartLineView, 'line_item_id' | 'qty' | 'save_for_later' | 'gwp_id'> & {
  stock_qty: number;
  /** Gift cards and virtual products have no shelf stock. */
  stockless: boolean;
  /** Sellable now: available, some stock, no 'Back Soon' badge. */
  product_in_stock: boolean;
  requires_over_21: boolean;
  /** For the analytics events (meta_event_data): the product's category and type category. */
  category: string;
  type_category: string;
};

/** A cart line with its product: what priceCart reads, what the wire shows, and stock for the rules. */
export type CartLine = CartLineView & CartProduct;

/** A coupon with its row id (for cart_coupons and coupon_uses). */
export type StoredCoupon = Coupon & { id: number };

export function toCartProduct(p: ProductJson): CartProduct {
  const stockless = STOCKLESS_TYPES.includes(p.product_type);
  const inStock = isInStock({ ...p, badge_texts: p.back_soon ? [BACK_SOON_BADGE] : [] });
  const requiresOver21 = Boolean(p.restriction?.requires_over_21);
  return {
    product_id: p.id,
    sku: p.sku,
    title: p.title,
    image: productImageUrl(p.id, p.image_position ?? 0),
    url_key: p.url_key,
    manufacturer: p.manufacturer,
    product_type: p.product_type,
    box_type: p.box_type,
    sold_as_fresh: p.sold_as_fresh,
    price_cents: applyPriceReductions(p.price_cents, p.tpr ?? []),
    regular_price_cents: p.price_cents,
    msrp_cents: p.msrp_cents,
    tc_product_type: p.tc_product_type,
    thrive_cash: thriveCashOfferFromStored(p.thrive_cash),
    ebt_eligible: p.ebt_eligible,
    is_alcohol: requiresOver21 || p.product_type === 'wine' || p.type_category === 'wine',
    restriction_tag: p.restriction
      ? {
          name: p.restriction.name,
          prohibited_states: p.restriction.prohibited_states ?? [],
          prohibited_payment_methods: p.restriction.prohibited_payment_methods ?? [],
        }
      : null,
    min_order_qty: minOrderQty(p.min_order_qty),
    max_order_qty: maxOrderQty(p.max_order_qty),
    bundle_options: null,
    tiered_pricing: p.tiered_pricing ?? null,
    stock_qty: p.stock_qty,
    stockless,
    product_in_stock: inStock,
    requires_over_21: requiresOver21,
    category: p.category ?? '',
    type_category: p.type_category,
  };
}

/** A cart line of `product`; `in_stock` says whether the shelf can fill its quantity. */
export function cartLine(
  product: CartProduct,
  line: Pick<CartLine, 'line_item_id' | 'qty' | 'save_for_later' | 'gwp_id' | 'is_cart_prefilled_item'>,
): CartLine {
  // The line's fields first, the product's spread after them, then the line's set again (`product` may be a cart
  // line whose own values must give way). V8 builds this quickly; spreading the ~30-field product first and adding
  // the line's new fields after it cost 6 µs a line (measured).
  const built: CartLine = {
    line_item_id: line.line_item_id,
    qty: line.qty,
    save_for_later: line.save_for_later,
    gwp_id: line.gwp_id,
    is_cart_prefilled_item: line.is_cart_prefilled_item,
    in_stock: true,
    ...product,
  };
  built.line_item_id = line.line_item_id;
  built.qty = line.qty;
  built.save_for_later = line.save_for_later;
  built.gwp_id = line.gwp_id;
  built.is_cart_prefilled_item = line.is_cart_prefilled_item;
  // A gift line is type gwp (spec §4 'price 0, type gwp'), whatever the product's own type.
  built.product_type = line.gwp_id != null ? 'gwp' : product.product_type;
  built.in_stock = line.qty <= unitsAvailable(product);
  return built;
}

export function toCartLine({ product, ...line }: LineJson): CartLine {
  return cartLine(toCartProduct(product), line);
}

export function toCoupon(row: CouponJson): StoredCoupon {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    coupon_name: row.coupon_name,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    maximum_discount_amount: row.maximum_discount_cents,
    min_subtotal_cents: row.min_subtotal_cents,
    first_order_only: row.first_order_only,
    starts_on: row.starts_on,
    expiration_date: row.expiration_date,
    uses_per_customer: row.uses_per_customer,
    total_uses: row.total_uses,
    customized_fine_print: row.customized_fine_print,
    below_button_text: row.below_button_text,
    offer_bar_text: row.offer_bar_text,
  };
}

/** An offer with its gift's shelf stock; which offers a cart may be given is the domain's (planCartGifts). */
export function toGwpOffer(row: OfferJson): GwpOfferOnShelf {
  const gift = toCartProduct(row.product);
  return {
    gwp_id: row.gwp_id,
    product_id: row.product.id,
    threshold_cents: row.threshold_cents,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    msrp_cents: row.product.msrp_cents,
    box_type: row.product.box_type,
    sold_as_fresh: row.product.sold_as_fresh,
    product_in_stock: gift.product_in_stock,
    stock_qty: gift.stock_qty,
    stockless: gift.stockless,
  };
}
