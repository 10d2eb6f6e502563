import { z } from 'zod';
import type { Nutrition } from '../catalog/nutrition.ts';
import { sizeUnits } from '../catalog/unit-price.ts';
import { conversionDriverSchema, tieredPricingSchema } from '../volume/api.ts';

/**
 * The catalog's wire contract (spec storefront §3 Product and Badge, §7 listing calls). Field names are the
 * spec's. Money is dollars with 2 decimals here; inside Pantry it is integer cents.
 */

/** The nutrition facts panel on the wire (the rules that read it are in catalog/nutrition.ts). */
export const nutritionSchema = z.object({
  serving_size: z.string(),
  servings_per_container: z.number(),
  calories: z.number(),
  total_fat_g: z.number(),
  saturated_fat_g: z.number(),
  trans_fat_g: z.number(),
  cholesterol_mg: z.number(),
  sodium_mg: z.number(),
  total_carbohydrate_g: z.number(),
  dietary_fiber_g: z.number(),
  total_sugars_g: z.number(),
  added_sugars_g: z.number(),
  protein_g: z.number(),
  vitamin_d_mcg: z.number(),
  calcium_mg: z.number(),
  iron_mg: z.number(),
  potassium_mg: z.number(),
}) satisfies z.ZodType<Nutrition>;

export const priceReductionSchema = z.object({
  type: z.enum(['by_fixed', 'by_percent']),
  /** Dollars for by_fixed, percent for by_percent. */
  amount: z.number(),
});

export const badgeSchema = z.object({
  badge_text: z.string(),
  badge_category: z.object({ id: z.number().int(), name: z.string() }),
  isPreferenceBadge: z.boolean(),
});

export const thriveCashOfferSchema = z.union([
  z.object({ type: z.literal('tc_percent'), discount_amount: z.number() }),
  z.object({ type: z.literal('dollar'), dollar_amount: z.number() }),
]);

export const restrictionTagSchema = z.object({
  name: z.string(),
  prohibited_states: z.array(z.string()),
  prohibited_payment_methods: z.array(z.string()),
});

export const productImageSchema = z.object({ url: z.string(), label: z.string() });

export const productSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  manufacturer: z.string(),
  brand_url_key: z.string(),
  short_description: z.string(),
  image: z.string(),
  url: z.string(),
  url_key: z.string(),
  price: z.number(),
  msrp: z.number(),
  map_price: z.number().nullable(),
  is_map_enabled: z.boolean(),
  msrp_display_actual_price_type: z.enum(['in_cart', 'gesture']).nullable(),
  autoship_enabled: z.boolean(),
  autoship_price: z.number().nullable(),
  autoship: z.object({ product_config: z.object({ min_qty: z.number().int() }) }).nullable(),
  autoship_temporary_price_reduction: z.array(priceReductionSchema),
  temporary_price_reduction: z.array(priceReductionSchema),
  in_stock: z.boolean(),
  is_available: z.boolean(),
  /** Stock is below the running-low threshold (the count itself is not published). */
  is_running_low: z.boolean(),
  is_special: z.boolean(),
  min_order_qty: z.number().int(),
  max_order_qty: z.number().int(),
  has_options: z.boolean(),
  type_category: z.string(),
  product_type: z.string(),
  analytics_category: z.string(),
  sold_as_fresh: z.enum(['fresh', 'fresh-frozen']).nullable(),
  box_type: z.string(),
  /**
   * `price_text` is the size and unit price for a visitor (the unit price left out where the price is hidden);
   * `size` is the package size, sent for products sold by measure, from which clients compute the unit price
   * of the price they show (domain unitPriceText).
   */
  unit: z.object({
    price_text: z.string(),
    size: z.object({ amount: z.number(), unit: z.enum(sizeUnits) }).optional(),
  }),
  thrive_cash: thriveCashOfferSchema.nullable(),
  tc_product_type: z.enum(['GWP', 'SAMPLE']).nullable(),
  rating_average: z.number(),
  rating_count: z.number().int(),
  review_count: z.number().int(),
  ebt_eligibility: z.union([z.literal(0), z.literal(1)]),
  product_badges: z.array(badgeSchema),
  ads: z
    .object({
      object_tracking_id: z.string(),
      display_position: z.number().int(),
      product_id: z.number().int(),
    })
    .nullable(),
  /** A brand page's sponsored slot for this product. */
  brand_page_ads: z.object({ product_id: z.number().int() }).nullable(),
  /** Spotlight content (spec §3, its shape not shown): left out until a spotlight placement exists (docs/decisions/sponsored.md). */
  ic_spotlight_data: z.record(z.string(), z.unknown()).optional(),
  restriction_tag: restrictionTagSchema.nullable(),
  is_cart_prefilled_item: z.boolean(),
  line_item_qty: z.number().int(),
  bundle_options: z
    .array(z.object({ id: z.number().int(), title: z.string(), product_ids: z.array(z.number().int()) }))
    .nullable(),
  /** The product whose cart line this one merges into (spec §3), when any. */
  merge_with: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const breadcrumbSchema = z.object({ label: z.string(), url: z.string() });

/** The product page adds the long description, every image, breadcrumbs and the attribute links. */
export const productDetailSchema = productSchema.extend({
  description: z.string(),
  images: z.array(productImageSchema),
  breadcrumbs: z.array(breadcrumbSchema),
  attributes: z.array(z.object({ family: z.string(), label: z.string(), url: z.string() })),
  /** Label facts, each sent only when the product's label has it (issue 12 §4). */
  ingredients: z.string().optional(),
  /** Major allergens the ingredients contain, in label order ('Milk', 'Tree Nuts'…). */
  allergens: z.array(z.string()).optional(),
  nutrition: nutritionSchema.optional(),
  country_of_origin: z.string().optional(),
  /** Volume incentive tiers (account-and-shell §3), [] for none; `conversion_drivers` for a quantity of 1. */
  tiered_pricing: z.array(tieredPricingSchema),
  conversion_drivers: z.array(conversionDriverSchema),
  /** Thrive Cash for an approved review, in dollars ('Earn ${n} Thrive Cash'); null for none. */
  review_offer: z.number().nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const facetSchema = z.object({
  code: z.string(),
  label: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
});
export type Facet = z.infer<typeof facetSchema>;

export const sortValues = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest', 'discount'] as const;
export type SortValue = (typeof sortValues)[number];

export const productListSchema = z.object({
  products: z.array(productSchema),
  count: z.number().int(),
  cur_page: z.number().int(),
  page_size: z.number().int(),
  facets: z.array(facetSchema),
});
export type ProductList = z.infer<typeof productListSchema>;

export const pageTypeValues = ['category', 'attribute', 'deals', 'search', 'list'] as const;

/** A listing page: its heading and the first page of its products. `base_filter` is what the page itself filters by. */
export const listingPageSchema = productListSchema.extend({
  key: z.string(),
  page_type: z.enum(pageTypeValues),
  title: z.string(),
  description: z.string(),
  meta_description: z.string(),
  breadcrumbs: z.array(breadcrumbSchema),
  base_filter: z.record(z.string(), z.array(z.string())),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

export const searchSuggestSchema = z.object({
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      url_key: z.string(),
      image: z.string(),
      price: z.number(),
    }),
  ),
  brands: z.array(z.object({ name: z.string(), url_key: z.string() })),
  categories: z.array(z.object({ name: z.string(), url_key: z.string() })),
});
export type SearchSuggest = z.infer<typeof searchSuggestSchema>;

/** GET /search/help: what the results page offers when a search finds nothing. */
export const searchHelpSchema = z.object({
  /** The typed text with its unknown words replaced by the closest catalog words; only when that finds products. */
  did_you_mean: z.string().optional(),
  /** The texts shoppers search for most (and found something). */
  popular: z.array(z.string()),
});
export type SearchHelp = z.infer<typeof searchHelpSchema>;

export const giftCardOfferSchema = z.object({
  msrp: z.number(),
  price: z.number(),
  temporary_price_reduction: z.array(priceReductionSchema),
});

/** Error bodies may carry extra fields (`field`, `verify_success`), so unknown keys pass through. */
export const apiErrorSchema = z.looseObject({
  success: z.literal(false),
  errors: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Header navigation: top-level categories with their children. */
export const navigationSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      url_key: z.string(),
      children: z.array(z.object({ name: z.string(), url_key: z.string() })),
    }),
  ),
});
export type Navigation = z.infer<typeof navigationSchema>;
