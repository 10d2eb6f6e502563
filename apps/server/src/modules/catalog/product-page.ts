import { type DbOrTx, sql } from '@pantry/db';
import {
  applyPriceReductions,
  centsToDollars,
  type Nutrition,
  type Product,
  type ProductDetail,
  tiersToWire,
  type VolumeTier,
  volumeIncentive,
} from '@pantry/domain';
import { notFound } from '../../errors.ts';
import { queryPrepared, queryRows } from '../../lib/sql.ts';
import {
  loadProducts,
  type ProductRow,
  productCardColumns,
  productCardJoins,
  productImageUrl,
  toProduct,
} from './product-cards.ts';
import { inStockCondition, listableCondition } from './stock.ts';

/** The product page and similar items (the gift card offer is the giftcards module's). */

export const GIFT_CARD_URL_KEY = 'gift-card';
const SIMILAR_LIMIT = 12;

type DetailRow = ProductRow & { description: string; category_id: number; review_offer_cents: number | null };
type DetailExtras = {
  images: { position: number; label: string }[];
  crumbs: { name: string; url_key: string }[];
  attributes: { family: string; label: string; url_key: string }[];
  facts: {
    ingredients: string;
    allergens: string[];
    nutrition: Nutrition | null;
    country_of_origin: string;
  } | null;
  tiers: VolumeTier[];
};

/**
 * What the page shows beside the card, for a products row `p`: images, breadcrumbs, attributes, label facts and
 * volume tiers, as per-row subqueries of the page's one statement.
 */
const detailColumns = sql`p.description, p.category_id, p.review_offer_cents,
  (SELECT coalesce(json_agg(json_build_object('position', pi.position, 'label', pi.label) ORDER BY pi.position), '[]'::json)
     FROM product_images pi WHERE pi.product_id = p.id) AS images,
  (SELECT coalesce(json_agg(json_build_object('name', name, 'url_key', url_key) ORDER BY depth DESC), '[]'::json)
     FROM (WITH RECURSIVE chain AS (
             SELECT c.id, c.parent_id, c.name, c.url_key, 0 AS depth FROM categories c WHERE c.id = p.category_id
             UNION ALL
             SELECT c.id, c.parent_id, c.name, c.url_key, chain.depth + 1
               FROM categories c JOIN chain ON c.id = chain.parent_id WHERE chain.depth < 10)
           SELECT * FROM chain) crumbs) AS crumbs,
  (SELECT coalesce(json_agg(json_build_object('family', av.family, 'label', av.label, 'url_key', av.url_key)
            ORDER BY av.family, av.position, av.label), '[]'::json)
     FROM product_attribute_values pav JOIN attribute_values av ON av.id = pav.attribute_value_id
    WHERE pav.product_id = p.id) AS attributes,
  (SELECT json_build_object('ingredients', f.ingredients, 'allergens', f.allergens,
            'nutrition', f.nutrition, 'country_of_origin', f.country_of_origin)
     FROM product_facts f WHERE f.product_id = p.id) AS facts,
  (SELECT coalesce(json_agg(json_build_object('min', t.min_qty, 'max', t.max_qty, 'promo_type', t.promo_type,
            'discount_type', t.discount_type, 'promo_value', t.promo_value) ORDER BY t.min_qty), '[]'::json)
     FROM product_volume_tiers t WHERE t.product_id = p.id) AS tiers`;

/**
 * /p/{url_key}. '/p/gift-card' always reaches the gift card, whatever its stored url key. One prepared statement
 * (issue 23 §6: as two statements planned afresh on every call, the page read without the cache lost a fifth of
 * its rate when label facts and volume tiers joined it).
 */
export async function findProductDetail(db: DbOrTx, urlKey: string): Promise<ProductDetail | null> {
  const where =
    urlKey === GIFT_CARD_URL_KEY
      ? sql`(p.url_key = ${urlKey}::text OR p.product_type = 'aw_giftcard')`
      : sql`p.url_key = ${urlKey}::text`;
  const rows = await queryPrepared<DetailRow & DetailExtras>(
    db,
    sql`SELECT ${productCardColumns}, ${detailColumns} FROM products p ${productCardJoins} WHERE ${where}`,
  );
  const row = rows.find((candidate) => candidate.url_key === urlKey) ?? rows.sort((a, b) => a.id - b.id)[0];
  if (!row) return null;
  const extras: DetailExtras = row;
  const product = toProduct(row);
  const images = extras.images.length ? extras.images : [{ position: 0, label: row.title }];
  return {
    ...product,
    description: row.description,
    images: images.map((image) => ({ url: productImageUrl(row.id, image.position), label: image.label })),
    breadcrumbs: [
      { label: 'Home', url: '/' },
      ...(extras.crumbs ?? []).map((crumb) => ({ label: crumb.name, url: `/c/${crumb.url_key}` })),
      { label: row.title, url: product.url },
    ],
    attributes: (extras.attributes ?? []).map((attribute) => ({
      family: attribute.family,
      label: attribute.label,
      url: `/${attribute.family}/${attribute.url_key}`,
    })),
    ...labelFacts(extras.facts ?? null),
    ...volumeFields(
      extras.tiers ?? [],
      applyPriceReductions(row.price_cents, row.temporary_price_reduction ?? []),
    ),
    review_offer: row.review_offer_cents ? centsToDollars(row.review_offer_cents) : null,
  };
}

/** Volume incentive tiers and what buying one would show (docs/decisions/reviews.md: drivers for a quantity of 1). */
function volumeFields(tiers: VolumeTier[], priceCents: number) {
  return {
    tiered_pricing: tiersToWire(tiers),
    conversion_drivers: volumeIncentive(tiers, { qty: 1, price_cents: priceCents }).conversion_drivers,
  };
}

/** The label facts a product has: an empty ingredient list or origin, or no panel, is left out. */
function labelFacts(facts: DetailExtras['facts']): Partial<ProductDetail> {
  if (!facts) return {};
  return {
    ...(facts.ingredients ? { ingredients: facts.ingredients } : {}),
    ...(facts.ingredients ? { allergens: facts.allergens } : {}),
    ...(facts.nutrition ? { nutrition: facts.nutrition } : {}),
    ...(facts.country_of_origin ? { country_of_origin: facts.country_of_origin } : {}),
  };
}

/**
 * Similar items: same main category, in stock, not the product itself; those sharing more of its diets
 * first, then best sellers. Unknown product → 404.
 */
export async function listSimilarProducts(db: DbOrTx, productId: number): Promise<Product[]> {
  const [row] = await queryRows<{ found: number; ids: number[] }>(
    db,
    sql`WITH me AS (SELECT id, category_id, facet_value_ids FROM products WHERE id = ${productId}),
             my_diets AS (
               SELECT coalesce(array_agg(fv.id), '{}'::int[]) AS ids
                 FROM me, unnest(me.facet_value_ids) AS u(v) JOIN facet_values fv ON fv.id = u.v AND fv.facet = 'diets')
        SELECT (SELECT count(*)::int FROM me) AS found,
               (SELECT coalesce(array_agg(s.id ORDER BY s.shared DESC, s.popularity DESC, s.id), '{}'::int[])
                  FROM (SELECT p.id, p.popularity,
                               cardinality(ARRAY(SELECT unnest(p.facet_value_ids) INTERSECT SELECT unnest(d.ids))) AS shared
                          FROM products p, me, my_diets d
                         WHERE p.category_id = me.category_id AND p.id <> me.id
                           AND ${listableCondition} AND ${inStockCondition}
                         ORDER BY shared DESC, p.popularity DESC, p.id
                         LIMIT ${SIMILAR_LIMIT}) s) AS ids`,
  );
  if (!row?.found) throw notFound(`No product with id ${productId}`);
  return loadProducts(db, row.ids);
}
