import { type Fixture, fixtures } from './fixtures.ts';
import { buildLists, type ListDraft } from './lists.ts';
import {
  baseRow,
  makeImages,
  NEW_PRODUCT_DAYS,
  type NewProduct,
  type ProductDraft,
  type ProductSpec,
} from './product-draft.ts';
import {
  applyCommerce,
  applyDepartment,
  applyFreeItem,
  type BadgeFlags,
  deriveBadges,
  describe,
  type GenerateContext,
  noteProduct,
  pickAttributes,
  randomSpec,
} from './products.ts';
import { createRandom, type Random, slugify } from './random.ts';
import { buildReferenceData, type ReferenceData } from './reference-data.ts';
import { vocabulary } from './vocabulary.ts';
import { applyReviewOffers } from './volume-tiers.ts';

/**
 * The whole demo catalog as plain data, ids included. Pure and deterministic: the same count and seed
 * always give the same catalog, so it can be inspected and tested without a database.
 */
export type GeneratedCatalog = { ref: ReferenceData; products: ProductDraft[]; lists: ListDraft[] };

export const DEFAULT_SEED = 20_260_101;

export function generateCatalog(productCount: number, seed = DEFAULT_SEED): GeneratedCatalog {
  const ref = buildReferenceData(seed);
  const random = createRandom(seed + 1);
  const ctx: GenerateContext = { random, ref, titles: new Set(), products: new Set() };
  const drafts: ProductDraft[] = [];
  for (let i = 0; i < productCount; i++) {
    const fixture = fixtures[i];
    drafts.push(fixture ? fromFixture(ctx, fixture, i + 1) : randomProduct(ctx, i + 1));
  }
  assignUrlKeys(drafts);
  applyReviewOffers(drafts);
  return { ref, products: drafts, lists: buildLists(createRandom(seed + 2), ref, drafts) };
}

function randomProduct(ctx: GenerateContext, id: number): ProductDraft {
  const { random, ref } = ctx;
  const { spec, group } = randomSpec(ctx);
  const department = spec.category.department;
  const daysAgo = random.int(0, 730);
  const row = baseRow(id, spec, ref, daysAgo);
  applyDepartment(random, row, spec.category);
  const restriction = group.restriction ?? (department === 'wine' ? 'alcohol' : undefined);
  if (restriction) row.restrictionTagId = ref.restrictionIdByName.get(restriction) ?? null;
  applyCommerce(random, row);
  applyFreeItem(random, row, department);
  if (department === 'kits') row.bundleOptions = kitOptions(random, id);
  const attributes = pickAttributes(random, ref, spec);
  const flags: BadgeFlags = {
    backSoon: row.stockQty === 0 && random.chance(0.5),
    exclusive: spec.brand.name === 'Pantry' || random.chance(0.04),
    tooHot: random.chance(0.01) && ['food', 'frozen'].includes(department),
    tooCold: random.chance(0.01) && ['drinks', 'fresh'].includes(department),
  };
  return finish(random, row, spec, attributes, flags, daysAgo);
}

function fromFixture(ctx: GenerateContext, f: Fixture, id: number): ProductDraft {
  const { random, ref } = ctx;
  const category = ref.categoryByKey.get(f.category);
  const brand = ref.brands.find((b) => b.name === f.brand);
  const words = vocabulary[f.category] ?? vocabulary.kits;
  if (!category || !brand || !words) throw new Error(`fixture ${f.name}: unknown category or brand`);
  const spec: ProductSpec = {
    category,
    brand,
    name: f.name,
    size: f.size,
    shape: f.shape,
    priceCents: f.priceCents,
    use: random.pick(words.uses),
    benefit: random.pick(words.benefits),
  };
  noteProduct(ctx, spec);
  const daysAgo = f.createdDaysAgo ?? 60 + id * 3;
  const row = baseRow(id, spec, ref, daysAgo);
  applyDepartment(random, row, category);
  // Fixtures are popular, so they lead the default (popularity) order of listings; like every product they start
  // unrated, their stars coming from the reviews shoppers write.
  Object.assign(row, {
    stockQty: 250,
    popularity: 25_000 - id * 100,
    autoshipPriceCents: row.autoshipEnabled ? row.priceCents - Math.round(row.priceCents * 0.05) : null,
  });
  if (f.exactTitle) row.title = f.name;
  Object.assign(row, f.set ?? {});
  if (!row.autoshipEnabled) row.autoshipPriceCents = null;
  const restriction = f.restriction ?? (category.department === 'wine' ? 'alcohol' : undefined);
  if (restriction) row.restrictionTagId = ref.restrictionIdByName.get(restriction) ?? null;
  if (f.set?.productType === 'aw_giftcard' || f.set?.productType === 'virtual') row.ebtEligible = false;
  const attributes = f.attributes === null ? [] : pickAttributes(random, ref, spec, f.attributes ?? []);
  return finish(random, row, spec, attributes, f.flags ?? {}, daysAgo);
}

function finish(
  random: Random,
  row: NewProduct,
  spec: ProductSpec,
  attributes: ReturnType<typeof pickAttributes>,
  flags: BadgeFlags,
  daysAgo: number,
): ProductDraft {
  if (!row.description) row.description = describe(spec, attributes);
  // A product shown by a label ('Digital gift card', 'Trial size') is not sold by measure.
  if (row.unit) Object.assign(row, { sizeAmount: null, sizeUnit: null });
  return {
    row,
    categoryIds: [spec.category.id],
    attributeIds: attributes.map((a) => a.id),
    badgeTexts: deriveBadges(row, attributes, flags, daysAgo <= NEW_PRODUCT_DAYS),
    images: makeImages(random, row.id, row.title, spec.shape, spec.brand.color),
  };
}

/** Kits offer choices among earlier products (ids 3 and up: 1 and 2 are the gift card and membership). */
function kitOptions(random: Random, id: number) {
  return [
    { id: 1, title: 'Choose your favorites', productIds: earlierIds(random, id, random.int(2, 4)) },
    { id: 2, title: 'Add a treat', productIds: earlierIds(random, id, random.int(2, 3)) },
  ];
}

/**
 * Up to `count` distinct ids from 3 to id - 1, drawn without building the whole range: at 100,000 products,
 * copying the range for every kit took half the generation time.
 */
function earlierIds(random: Random, id: number, count: number): number[] {
  const available = Math.max(0, id - 3);
  if (available <= count)
    return random.sample(
      Array.from({ length: available }, (_, i) => i + 3),
      count,
    );
  const picked = new Set<number>();
  while (picked.size < count) picked.add(random.int(3, id - 1));
  return [...picked];
}

/** Url keys are slugs of the title; a number is appended only when the slug is taken. */
function assignUrlKeys(drafts: ProductDraft[]): void {
  const used = new Set(drafts.map((d) => d.row.urlKey).filter(Boolean));
  for (const { row } of drafts) {
    if (row.urlKey) continue;
    const base = slugify(row.title);
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    row.urlKey = key;
  }
}
