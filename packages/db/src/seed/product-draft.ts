import type { ImageArt, products } from '../schema/catalog.ts';
import type { Random } from './random.ts';
import type { BrandRef, CategoryRef, ReferenceData } from './reference-data.ts';
import type { Size } from './vocabulary.ts';

/**
 * The shape of one generated product before insertion, and the small helpers that format its text.
 * Every key of `row` is always set (null when absent) because the bulk insert reads columns from JSON.
 */
export type NewProduct = Omit<
  typeof products.$inferInsert,
  'effectivePriceCents' | 'discountPercent' | 'facetValueIds' | 'searchKeywords'
> & { id: number; createdAt: Date };

export type NewImage = { productId: number; position: number; label: string; art: ImageArt };

export type ProductDraft = {
  row: NewProduct;
  /** The main category first; `all-deals` is added later for discounted items. */
  categoryIds: number[];
  attributeIds: number[];
  /** Stored badges in display order. */
  badgeTexts: string[];
  images: NewImage[];
};

/** What a product is made from before prices and flags are decided. */
export type ProductSpec = {
  category: CategoryRef;
  brand: BrandRef;
  /** Title without the size: "Organic Creamy Peanut Butter". */
  name: string;
  size: Size;
  shape: ImageArt['shape'];
  priceCents: number;
  use: string;
  benefit: string;
};

/** Demo "today": createdAt is this date minus some days, never the clock (the seed is deterministic). */
export const SEED_BASE_DATE = Date.UTC(2026, 0, 1);
export const DAY_MS = 86_400_000;
/** Products created within this many days of the base date carry the New badge. */
export const NEW_PRODUCT_DAYS = 30;

/** Shelf prices end in 9 cents, like a real store's. */
export function shelfPrice(cents: number): number {
  return Math.max(99, Math.floor(cents / 10) * 10 + 9);
}

function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(1).replace(/\.0$/, '');
}

export function sizeText([amount, unit]: Size): string {
  return `${formatAmount(amount)} ${unit}`;
}

const backgrounds = ['#f6efe4', '#eaf4ec', '#fdf1e7', '#eef3fb', '#f9ecef', '#f3f0fa', '#fffbe6', '#e9f5f4'];

/** 1–3 images per product, drawn by the server from `art` (no network). */
export function makeImages(
  random: Random,
  productId: number,
  title: string,
  shape: ImageArt['shape'],
  accent: string,
) {
  const count = random.weighted([1, 2, 3], [5, 3, 2]);
  const views = ['front', 'back', 'detail'];
  const images: NewImage[] = [];
  for (let position = 0; position < count; position++) {
    images.push({
      productId,
      position,
      label: `${title}, ${views[position]}`,
      art: { shape, background: random.pick(backgrounds), accent },
    });
  }
  return images;
}

/** A product row with plain defaults; callers then decide prices, stock and promotions. */
export function baseRow(
  id: number,
  spec: ProductSpec,
  ref: ReferenceData,
  createdDaysAgo: number,
): NewProduct {
  const department = spec.category.department;
  const top = spec.category.parentId ? ref.categories[spec.category.parentId - 1] : spec.category;
  const title = `${spec.name}, ${sizeText(spec.size)}`;
  return {
    id,
    sku: `PT-${String(id).padStart(6, '0')}`,
    urlKey: '',
    title,
    brandId: spec.brand.id,
    categoryId: spec.category.id,
    shortDescription: `${spec.name} from ${spec.brand.name}, ${spec.benefit}.`,
    description: '',
    productType: 'simple',
    typeCategory: 'general',
    analyticsCategory: top?.name ?? spec.category.name,
    boxType: 'grocery',
    soldAsFresh: null,
    // The unit price is computed from the shown price at read time (domain unitPriceText), never stored.
    unit: '',
    sizeAmount: spec.size[0],
    sizeUnit: spec.size[1],
    priceCents: spec.priceCents,
    msrpCents: spec.priceCents,
    mapPriceCents: null,
    isMapEnabled: false,
    msrpDisplayActualPriceType: null,
    temporaryPriceReduction: [],
    autoshipEnabled: department !== 'wine' && department !== 'kits',
    autoshipPriceCents: null,
    autoshipMinQty: 1,
    autoshipTemporaryPriceReduction: [],
    stockQty: 200,
    isAvailable: true,
    isSpecial: false,
    minOrderQty: null,
    maxOrderQty: null,
    hasOptions: false,
    bundleOptions: null,
    thriveCash: null,
    tcProductType: null,
    reviewOfferCents: null,
    ebtEligible: false,
    restrictionTagId: null,
    ratingAverage: 0,
    ratingCount: 0,
    reviewCount: 0,
    popularity: 0,
    createdAt: new Date(SEED_BASE_DATE - createdDaysAgo * DAY_MS),
  };
}

/** "Vegan, Gluten Free and USDA Organic." from the product's diets and certifications. */
export function attributeSentence(labels: string[]): string {
  if (labels.length === 0) return '';
  const shown = labels.slice(0, 3);
  const last = shown.pop();
  return `${shown.length ? `${shown.join(', ')} and ${last}` : last}.`;
}
