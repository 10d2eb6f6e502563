import type { SizeUnit } from '@pantry/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The catalog: what a shopper browses. Prices are integer cents. Columns named `*Cents` hold money;
 * the API turns them into dollars at the edge.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A temporary price reduction as stored: `by_fixed` amounts are cents, `by_percent` amounts are percent. */
export type StoredPriceReduction = { type: 'by_fixed' | 'by_percent'; amount: number };

/** A Thrive Cash offer on a product: a percent of the price, or a fixed amount in cents. */
export type StoredThriveCash =
  | { type: 'tc_percent'; amount: number }
  | { type: 'dollar'; amountCents: number };

/** Options of bundle and configurable products, as shown on the product page. */
export type StoredBundleOption = { id: number; title: string; productIds: number[] };

export const brands = pgTable('brands', {
  id: serial().primaryKey(),
  urlKey: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** Colour used when drawing the brand's product images (no network images). */
  color: text().notNull().default('#2f6b3a'),
});

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    urlKey: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(''),
    metaDescription: text().notNull().default(''),
    parentId: integer(),
    position: integer().notNull().default(0),
    /** Shown in the header navigation. */
    inMenu: boolean().notNull().default(false),
  },
  (t) => [index().on(t.parentId)],
);

/** The five attribute families of listing pages besides brands. */
export const attributeFamilies = ['diets', 'certifications', 'concerns', 'ingredients', 'social'] as const;
export type AttributeFamily = (typeof attributeFamilies)[number];

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial().primaryKey(),
    family: text().$type<AttributeFamily>().notNull(),
    urlKey: text().notNull(),
    label: text().notNull(),
    description: text().notNull().default(''),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.family, t.urlKey)],
);

export const badgeCategories = pgTable('badge_categories', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const badges = pgTable('badges', {
  id: serial().primaryKey(),
  text: text().notNull().unique(),
  categoryId: integer()
    .notNull()
    .references(() => badgeCategories.id),
  isPreferenceBadge: boolean().notNull().default(false),
});

export const restrictionTags = pgTable('restriction_tags', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  prohibitedStates: text().array().notNull().default(sql`'{}'::text[]`),
  prohibitedPaymentMethods: text().array().notNull().default(sql`'{}'::text[]`),
  /** Alcohol: the shopper must be 21 or over. */
  requiresOver21: boolean().notNull().default(false),
});

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    sku: text().notNull().unique(),
    urlKey: text().notNull().unique(),
    title: text().notNull(),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    /** The product's main category (breadcrumbs); all its categories are in product_categories. */
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    shortDescription: text().notNull().default(''),
    description: text().notNull().default(''),
    /** simple, sample, wine, advanced_bundle_idl, aw_giftcard, configurable, bundle, grouped, frozen_meat, virtual */
    productType: text().notNull().default('simple'),
    /** general, frozen meat, frozen meal, wine, fresh */
    typeCategory: text().notNull().default('general'),
    analyticsCategory: text().notNull().default(''),
    /** grocery, frozen, fresh, wine, or a legacy_ form of one of them */
    boxType: text().notNull().default('grocery'),
    /** fresh or fresh-frozen; null when not sold as fresh */
    soldAsFresh: text(),
    /**
     * What is shown under the price of a product sold without a measured size ('Digital gift card'); sized
     * products leave it empty and show their size and unit price, computed from the shown price.
     */
    unit: text().notNull().default(''),
    /** The package size, e.g. 16 and 'oz': the unit price is computed from it and the price paid. */
    sizeAmount: doublePrecision(),
    sizeUnit: text().$type<SizeUnit>(),

    priceCents: integer().notNull(),
    msrpCents: integer().notNull(),
    mapPriceCents: integer(),
    isMapEnabled: boolean().notNull().default(false),
    msrpDisplayActualPriceType: text().$type<'in_cart' | 'gesture'>(),
    temporaryPriceReduction: jsonb().$type<StoredPriceReduction[]>().notNull().default([]),
    autoshipEnabled: boolean().notNull().default(true),
    autoshipPriceCents: integer(),
    autoshipMinQty: integer().notNull().default(1),
    autoshipTemporaryPriceReduction: jsonb().$type<StoredPriceReduction[]>().notNull().default([]),

    stockQty: integer().notNull().default(0),
    isAvailable: boolean().notNull().default(true),
    isSpecial: boolean().notNull().default(false),
    minOrderQty: integer(),
    maxOrderQty: integer(),
    hasOptions: boolean().notNull().default(false),
    bundleOptions: jsonb().$type<StoredBundleOption[]>(),

    thriveCash: jsonb().$type<StoredThriveCash>(),
    /** GWP (free gift with purchase) or SAMPLE */
    tcProductType: text().$type<'GWP' | 'SAMPLE'>(),
    /** Thrive Cash a shopper earns for an approved review, in cents (badge 'Earn ${n} Thrive Cash'); null for none. */
    reviewOfferCents: integer(),
    ebtEligible: boolean().notNull().default(false),
    restrictionTagId: integer().references(() => restrictionTags.id),

    ratingAverage: doublePrecision().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /** Units sold recently; the default order of listings. */
    popularity: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),

    // Derived columns, kept current by `reindexProducts` so listings can filter and sort in SQL.
    /** The price after temporary reductions, for sorting by price. */
    effectivePriceCents: integer().notNull().default(0),
    /** Percent off MSRP after reductions, 0–100, for sorting by discount. */
    discountPercent: smallint().notNull().default(0),
    /** Every facet value the product carries (facet_values.id), for filters and counts. */
    facetValueIds: integer().array().notNull().default(sql`'{}'::int[]`),
    /** Brand, categories and attribute labels, searched with the title. */
    searchKeywords: text().notNull().default(''),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')`,
    ),
  },
  (t) => [
    index().on(t.brandId),
    index().on(t.categoryId),
    index('products_facet_value_ids_idx').using('gin', t.facetValueIds),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index().on(t.popularity),
    // Checkout's stock reservation relies on it: a decrement below zero fails the whole order statement.
    check('products_stock_qty_not_negative', sql`${t.stockQty} >= 0`),
    check(
      'products_size_valid',
      sql`(${t.sizeAmount} IS NULL AND ${t.sizeUnit} IS NULL) OR (${t.sizeAmount} > 0 AND ${t.sizeUnit} IN ('oz', 'fl oz', 'lb', 'ct', 'ml', 'L'))`,
    ),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index().on(t.categoryId)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer()
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeValueId] }), index().on(t.attributeValueId)],
);

export const productBadges = pgTable(
  'product_badges',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    badgeId: integer()
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.badgeId] })],
);

/** How a product image is drawn: images are SVG made from these values, never fetched. */
export type ImageArt = {
  shape: 'can' | 'box' | 'bag' | 'jar' | 'bottle' | 'carton' | 'produce' | 'card';
  background: string;
  accent: string;
};

export const productImages = pgTable(
  'product_images',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    label: text().notNull(),
    art: jsonb().$type<ImageArt>().notNull(),
  },
  (t) => [index().on(t.productId, t.position)],
);

/**
 * The filter index: one row per value a listing can be filtered by (a brand, a category, a diet, a price
 * band…). Products list the ids they carry in `products.facet_value_ids`.
 */
export const facetValues = pgTable(
  'facet_values',
  {
    id: serial().primaryKey(),
    facet: text().notNull(),
    value: text().notNull(),
    label: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.facet, t.value)],
);

/** Curated product lists and product sets: the /l/{key} and /ps/{key} pages, and `filter[list]`. */
export const productLists = pgTable('product_lists', {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  kind: text().$type<'list' | 'product_set'>().notNull().default('list'),
  title: text().notNull(),
  description: text().notNull().default(''),
});

export const productListItems = pgTable(
  'product_list_items',
  {
    listId: integer()
      .notNull()
      .references(() => productLists.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] })],
);

/**
 * A CSV import from the console (issue 25): the file is kept with its report, so the page can poll the progress of
 * a real import and a dry run's report can be read again. `state`: checked (a dry run's report, or a file checked
 * before its real import starts), running, done, failed. Errors are the first rows refused (row, column, message).
 */
export const catalogImports = pgTable('catalog_imports', {
  id: serial().primaryKey(),
  staffId: integer(),
  dryRun: boolean().notNull(),
  state: text().$type<'checked' | 'running' | 'done' | 'failed'>().notNull(),
  totalRows: integer().notNull().default(0),
  validRows: integer().notNull().default(0),
  doneRows: integer().notNull().default(0),
  created: integer().notNull().default(0),
  updated: integer().notNull().default(0),
  errors: jsonb().$type<{ row: number; column: string; message: string }[]>().notNull().default([]),
  moreErrors: integer().notNull().default(0),
  failure: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});
