import {
  type DbOrTx,
  type StoredBundleOption,
  type StoredPriceReduction,
  type StoredThriveCash,
  sql,
} from '@pantry/db';
import {
  applyPriceReductions,
  centsToDollars,
  isRunningLow,
  maxOrderQty,
  minOrderQty,
  type Product,
  priceDisplay,
  type SizeUnit,
  shownPriceCents,
  unitPriceText,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { intArrayParam, preparedStatement, queryRows } from '../../lib/sql.ts';
import { isInStock } from './stock.ts';

/**
 * The one product serializer: every field of productSchema (spec §3 Product) from database rows. A page of
 * products is loaded in a single query (brand, restriction tag, badges with their categories and the first
 * image position come along as joins and per-row subqueries), so no request makes one query per product.
 */

export const GIFT_CARD_URL = '/p/gift-card';

export type ProductRow = {
  id: number;
  sku: string;
  url_key: string;
  title: string;
  short_description: string;
  product_type: string;
  type_category: string;
  analytics_category: string;
  box_type: string;
  sold_as_fresh: 'fresh' | 'fresh-frozen' | null;
  unit: string;
  size_amount: number | null;
  size_unit: SizeUnit | null;
  price_cents: number;
  msrp_cents: number;
  map_price_cents: number | null;
  is_map_enabled: boolean;
  msrp_display_actual_price_type: 'in_cart' | 'gesture' | null;
  temporary_price_reduction: StoredPriceReduction[];
  autoship_enabled: boolean;
  autoship_price_cents: number | null;
  autoship_min_qty: number;
  autoship_temporary_price_reduction: StoredPriceReduction[];
  stock_qty: number;
  is_available: boolean;
  is_special: boolean;
  min_order_qty: number | null;
  max_order_qty: number | null;
  has_options: boolean;
  bundle_options: StoredBundleOption[] | null;
  thrive_cash: StoredThriveCash | null;
  tc_product_type: 'GWP' | 'SAMPLE' | null;
  ebt_eligible: boolean;
  rating_average: number;
  rating_count: number;
  review_count: number;
  brand_name: string;
  brand_url_key: string;
  restriction_name: string | null;
  prohibited_states: string[] | null;
  prohibited_payment_methods: string[] | null;
  badges: { text: string; category_id: number; category_name: string; is_preference: boolean }[] | null;
  image_position: number | null;
};

/** The columns toProduct needs, for a products row aliased `p`. */
export const productCardColumns = sql`
  p.id, p.sku, p.url_key, p.title, p.short_description, p.product_type, p.type_category, p.analytics_category,
  p.box_type, p.sold_as_fresh, p.unit, p.size_amount, p.size_unit, p.price_cents, p.msrp_cents, p.map_price_cents, p.is_map_enabled,
  p.msrp_display_actual_price_type, p.temporary_price_reduction, p.autoship_enabled, p.autoship_price_cents,
  p.autoship_min_qty, p.autoship_temporary_price_reduction, p.stock_qty, p.is_available, p.is_special,
  p.min_order_qty, p.max_order_qty, p.has_options, p.bundle_options, p.thrive_cash, p.tc_product_type,
  p.ebt_eligible, p.rating_average, p.rating_count, p.review_count,
  b.name AS brand_name, b.url_key AS brand_url_key,
  rt.name AS restriction_name, rt.prohibited_states, rt.prohibited_payment_methods,
  (SELECT json_agg(json_build_object('text', bd.text, 'category_id', bc.id, 'category_name', bc.name,
            'is_preference', bd.is_preference_badge) ORDER BY pb.position, bd.id)
     FROM product_badges pb
     JOIN badges bd ON bd.id = pb.badge_id
     JOIN badge_categories bc ON bc.id = bd.category_id
    WHERE pb.product_id = p.id) AS badges,
  (SELECT min(pi.position) FROM product_images pi WHERE pi.product_id = p.id) AS image_position`;

export const productCardJoins = sql`
  JOIN brands b ON b.id = p.brand_id
  LEFT JOIN restriction_tags rt ON rt.id = p.restriction_tag_id`;

export function productImageUrl(productId: number, position: number): string {
  return `/media/products/${productId}-${position}.svg`;
}

/** productImageUrl in SQL, for rows written by one statement (order items); a missing position is image 0. */
export function productImageSql(productId: SQL, position: SQL): SQL {
  return sql`'/media/products/' || ${productId} || '-' || coalesce(${position}, 0) || '.svg'`;
}

export function productUrl(row: { url_key: string; product_type: string }): string {
  return row.product_type === 'aw_giftcard' ? GIFT_CARD_URL : `/p/${row.url_key}`;
}

/** Stored reductions hold cents for by_fixed; the wire holds dollars (percent stays percent). */
export function toWireReductions(reductions: readonly StoredPriceReduction[] | null) {
  return (reductions ?? []).map((reduction) => ({
    type: reduction.type,
    amount: reduction.type === 'by_fixed' ? centsToDollars(reduction.amount) : reduction.amount,
  }));
}

function toThriveCash(offer: StoredThriveCash | null): Product['thrive_cash'] {
  if (!offer) return null;
  if (offer.type === 'tc_percent') return { type: 'tc_percent', discount_amount: offer.amount };
  return { type: 'dollar', dollar_amount: centsToDollars(offer.amountCents) };
}

/**
 * The size line a visitor sees: the unit price of the sale price, and none where a MAP price is hidden
 * (this answer is shared by every shopper, so it is written for one who is not signed in).
 */
function toUnit(row: ProductRow): Product['unit'] {
  const size =
    row.size_amount != null && row.size_unit ? { amount: row.size_amount, unit: row.size_unit } : null;
  if (!size) return { price_text: row.unit };
  const display = priceDisplay(
    {
      priceCents: applyPriceReductions(row.price_cents, row.temporary_price_reduction ?? []),
      msrpCents: row.msrp_cents,
      mapPriceCents: row.map_price_cents,
      isMapEnabled: row.is_map_enabled,
      mapType: row.msrp_display_actual_price_type,
    },
    { isRegistered: false },
  );
  return { price_text: unitPriceText(size, shownPriceCents(display), row.unit), size };
}

export function toProduct(row: ProductRow): Product {
  const badges = row.badges ?? [];
  return {
    id: row.id,
    product_id: row.id,
    sku: row.sku,
    title: row.title,
    manufacturer: row.brand_name,
    brand_url_key: row.brand_url_key,
    short_description: row.short_description,
    image: productImageUrl(row.id, row.image_position ?? 0),
    url: productUrl(row),
    url_key: row.url_key,
    price: centsToDollars(row.price_cents),
    msrp: centsToDollars(row.msrp_cents),
    map_price: row.map_price_cents == null ? null : centsToDollars(row.map_price_cents),
    is_map_enabled: row.is_map_enabled,
    msrp_display_actual_price_type: row.msrp_display_actual_price_type,
    autoship_enabled: row.autoship_enabled,
    autoship_price: row.autoship_price_cents == null ? null : centsToDollars(row.autoship_price_cents),
    autoship: row.autoship_enabled ? { product_config: { min_qty: row.autoship_min_qty } } : null,
    autoship_temporary_price_reduction: toWireReductions(row.autoship_temporary_price_reduction),
    temporary_price_reduction: toWireReductions(row.temporary_price_reduction),
    in_stock: isInStock({ ...row, badge_texts: badges.map((badge) => badge.text) }),
    is_available: row.is_available,
    is_running_low: isRunningLow(row.stock_qty, row.product_type),
    is_special: row.is_special,
    min_order_qty: minOrderQty(row.min_order_qty),
    max_order_qty: maxOrderQty(row.max_order_qty),
    has_options: row.has_options,
    type_category: row.type_category,
    product_type: row.product_type,
    analytics_category: row.analytics_category,
    sold_as_fresh: row.sold_as_fresh,
    box_type: row.box_type,
    unit: toUnit(row),
    thrive_cash: toThriveCash(row.thrive_cash),
    tc_product_type: row.tc_product_type,
    rating_average: row.rating_average,
    rating_count: row.rating_count,
    review_count: row.review_count,
    ebt_eligibility: row.ebt_eligible ? 1 : 0,
    product_badges: badges.map((badge) => ({
      badge_text: badge.text,
      badge_category: { id: badge.category_id, name: badge.category_name },
      isPreferenceBadge: badge.is_preference,
    })),
    // A sponsored slot's product gets its ads on the listing that places it (listings.ts loadSponsored).
    ads: null,
    brand_page_ads: null,
    restriction_tag: row.restriction_name
      ? {
          name: row.restriction_name,
          prohibited_states: row.prohibited_states ?? [],
          prohibited_payment_methods: row.prohibited_payment_methods ?? [],
        }
      : null,
    is_cart_prefilled_item: false,
    line_item_qty: 0,
    bundle_options:
      row.bundle_options?.map((option) => ({
        id: option.id,
        title: option.title,
        product_ids: option.productIds,
      })) ?? null,
    merge_with: null,
  };
}

/** Loads product rows (card columns plus `extra`) matching `where`, for a products row aliased `p`. */
export async function loadProductRows<T extends ProductRow = ProductRow>(
  db: DbOrTx,
  where: SQL,
  extra?: SQL,
): Promise<T[]> {
  return queryRows<T>(
    db,
    sql`SELECT ${productCardColumns}${extra ? sql`, ${extra}` : sql``} FROM products p ${productCardJoins} WHERE ${where}`,
  );
}

/**
 * The card read by ids, prepared: planning its joins and subqueries took longer than running it for a page of
 * cards (5 ms against 1 ms), and the plan is the same for any ids (primary key lookups).
 */
const cardsById = preparedStatement<ProductRow, { ids: string }>(
  () =>
    sql`SELECT ${productCardColumns} FROM products p ${productCardJoins}
         WHERE p.id = ANY(${sql.placeholder('ids')}::int[])`,
);

/** The products with these ids, in the order of `ids` (unknown ids are skipped). */
export async function loadProducts(db: DbOrTx, ids: readonly number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await cardsById(db, { ids: intArrayParam(ids) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
}
