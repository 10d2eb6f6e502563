import { normalizeBoxType } from '@pantry/domain';
import type { StoredPriceReduction } from '../schema/catalog.ts';
import type { Department } from './categories.ts';
import { attributeSentence, type NewProduct, type ProductSpec, shelfPrice } from './product-draft.ts';
import type { Random } from './random.ts';
import type { AttributeRef, CategoryRef, ReferenceData } from './reference-data.ts';
import { ingredientWords, type ProductGroup, vocabulary } from './vocabulary.ts';

/**
 * Random demo products: a category by weight, a group of its vocabulary, then noun, variant, size and
 * qualifier; then prices, stock and promotions at rates that make every listing state show up.
 */

/** How many products each leaf category gets, relative to the others (food aisles are the biggest). */
const categoryWeights: Record<string, number> = {
  snacks: 14,
  pantry: 10,
  breakfast: 7,
  baking: 6,
  condiments: 7,
  'pasta-grains': 6,
  'nut-butters': 5,
  'frozen-meals': 5,
  'frozen-meat-seafood': 4,
  'frozen-desserts': 4,
  produce: 4,
  'dairy-eggs': 4,
  'meat-seafood': 3,
  'coffee-tea': 5,
  'sparkling-water': 3,
  'juice-kombucha': 3,
  'red-wine': 3,
  'white-wine': 2,
  cleaning: 4,
  'kitchen-paper': 3,
  'skin-care': 4,
  kits: 1,
};
const weightedKeys = Object.keys(categoryWeights);
const weights = weightedKeys.map((k) => categoryWeights[k] ?? 0);

/** Diets a product can never carry, found from the words of its name. */
const dietExclusions: { words: RegExp; diets: string[] }[] = [
  {
    words:
      /Chicken|Beef|Pork|Turkey|Salmon|Tuna|Sardines|Anchovies|Mackerel|Bacon|Sausage|Ham\b|Shrimp|Cod|Fish|Crab|Halibut|Mahi|Scallops|Trout|Steak|Meatballs|Hot Dogs|Burger|Pepperoni/,
    diets: ['vegan', 'vegetarian', 'plant-based'],
  },
  {
    words:
      /Milk\b(?<!(Oat|Almond|Cashew|Coconut) Milk)|Cream|Yogurt(?<!Coconut Yogurt)|Skyr|Kefir|Cheese|Cheddar|Mozzarella|Parmesan|Feta|Gouda|Pepper Jack|Ghee|Gelato|Eggs|Butter$|Cultured Butter|Butter Sticks/,
    diets: ['vegan', 'dairy-free', 'plant-based'],
  },
];

/** Title words that imply an attribute value (url key). */
const qualifierAttributes: Record<string, string> = {
  Organic: 'usda-organic',
  'Gluten-Free': 'gluten-free',
  'Non-GMO': 'non-gmo',
  Biodynamic: 'biodynamic',
  'Low-Sulfite': 'low-sulfites',
  'Fair Trade': 'fair-trade-certified',
  'Whole30 Approved': 'whole30-compatible',
  'Zero Sugar': 'sugar-free',
};

export type GenerateContext = {
  random: Random;
  ref: ReferenceData;
  /** Titles (name and size) already used, so random titles stay distinct while combinations last. */
  titles: Set<string>;
  /**
   * Brand, name and size of the products made so far: once titles run out (100,000 products), two brands may
   * both make 'Organic Black Peppercorns, 3 oz', as on a real shelf, but one brand never makes it twice.
   */
  products: Set<string>;
};

const titleOf = (name: string, size: readonly unknown[]) => `${name}|${size.join(' ')}`;

/** Notes a product as made: its title, and its title by its brand. */
export function noteProduct(ctx: GenerateContext, spec: ProductSpec): void {
  ctx.titles.add(titleOf(spec.name, spec.size));
  ctx.products.add(`${spec.brand.name}|${titleOf(spec.name, spec.size)}`);
}

/** Tries for an unused title in the first aisle picked, then for a product no brand makes yet in any aisle. */
const TITLE_TRIES = 8;
const PRODUCT_TRIES = 40;

/** The brands that make a group's products, worked out once per group (100,000 products ask often). */
const brandsOfGroup = new WeakMap<ProductGroup, ReferenceData['brands']>();
function groupBrands(ref: ReferenceData, group: ProductGroup, key: string): ReferenceData['brands'] {
  let found = brandsOfGroup.get(group);
  if (!found) {
    found = ref.brands.filter((b) => (group.brands ? group.brands.includes(b.name) : b.aisles.includes(key)));
    brandsOfGroup.set(group, found);
  }
  return found;
}

/**
 * Picks the words of a random product; tries a few times for a title not used yet. After that, for a product
 * its brand does not make yet, picking the aisle again too: at 100,000 products titles run out.
 */
export function randomSpec(ctx: GenerateContext): { spec: ProductSpec; group: ProductGroup } {
  const { random, ref } = ctx;
  let key = random.weighted(weightedKeys, weights);
  let attempt: { spec: ProductSpec; group: ProductGroup } | undefined;
  for (let tries = 0; tries < PRODUCT_TRIES; tries++) {
    if (tries >= TITLE_TRIES) key = random.weighted(weightedKeys, weights);
    const category = ref.categoryByKey.get(key) as CategoryRef;
    const words = vocabulary[key];
    if (!words) throw new Error(`no vocabulary for category ${key}`);
    const group = random.pick(words.groups);
    const brands = groupBrands(ref, group, key);
    const noun = random.pick(group.nouns);
    const variant = random.pick(group.variants);
    const qualifier = random.pick(group.qualifiers ?? words.qualifiers);
    const sizeIndex = random.int(0, group.sizes.length - 1);
    const size = group.sizes[sizeIndex] ?? [1, 'ct'];
    const core = group.variantAfter ? [noun, variant] : [variant, noun];
    const name = [qualifier, ...core].filter(Boolean).join(' ');
    const [min, max] = group.price;
    // Bigger sizes cost more; the rest is noise so neighbours don't share a price.
    const rank = group.sizes.length > 1 ? sizeIndex / (group.sizes.length - 1) : 0.5;
    const priceCents = shelfPrice(min + (max - min) * (0.1 + 0.6 * rank + 0.3 * random.next()));
    attempt = {
      group,
      spec: {
        category,
        brand: random.pick(brands),
        name,
        size,
        shape: group.shape,
        priceCents,
        use: random.pick(group.uses ?? words.uses),
        benefit: random.pick(group.benefits ?? words.benefits),
      },
    };
    const title = titleOf(name, size);
    if (
      tries < TITLE_TRIES ? !ctx.titles.has(title) : !ctx.products.has(`${attempt.spec.brand.name}|${title}`)
    )
      break;
  }
  if (!attempt) throw new Error('unreachable');
  noteProduct(ctx, attempt.spec);
  return attempt;
}

/** Box, type and EBT rules of the department and category (glossary: box, sold_as_fresh, EBT). */
export function applyDepartment(random: Random, row: NewProduct, category: CategoryRef): void {
  const department: Department = category.department;
  row.ebtEligible = ['food', 'frozen', 'fresh', 'drinks'].includes(department);
  if (department === 'frozen') {
    row.boxType = random.chance(0.04) ? 'legacy_frozen' : 'frozen';
    if (category.urlKey === 'frozen-meals') row.typeCategory = 'frozen meal';
    if (category.urlKey === 'frozen-meat-seafood') {
      row.typeCategory = 'frozen meat';
      row.productType = 'frozen_meat';
    }
  } else if (department === 'fresh') {
    row.typeCategory = 'fresh';
    row.soldAsFresh = category.urlKey === 'meat-seafood' && random.chance(0.35) ? 'fresh-frozen' : 'fresh';
    // Some perishables ride in the grocery box, cold-packed: they carry the Ships Cold badge.
    row.boxType = random.chance(0.35) ? 'grocery' : 'fresh';
    // Produce for the fresh box ships only there: it opens a fresh box, which sold-as-fresh items then join.
    if (row.boxType === 'fresh' && category.urlKey === 'produce') row.soldAsFresh = null;
  } else if (department === 'wine') {
    row.boxType = 'wine';
    row.productType = 'wine';
    row.typeCategory = 'wine';
  } else {
    row.boxType = random.chance(0.015) ? 'legacy_grocery' : 'grocery';
  }
  if (department === 'kits') {
    row.productType = random.weighted(
      ['configurable', 'bundle', 'advanced_bundle_idl', 'grouped'],
      [3, 3, 2, 2],
    );
    row.hasOptions = row.productType === 'configurable';
  }
}

const percentOffs = [10, 15, 20, 25, 30];
const centsOffs = [100, 150, 200, 300, 500];

/** Prices, promotions, stock, limits and ratings at rates that make every state appear in listings. */
export function applyCommerce(random: Random, row: NewProduct): void {
  const price = row.priceCents;
  if (random.chance(0.35)) row.msrpCents = shelfPrice(price * (1.05 + 0.35 * random.next()));
  if (random.chance(0.12)) {
    const tpr: StoredPriceReduction = random.chance(0.5)
      ? { type: 'by_percent', amount: random.pick(percentOffs) }
      : { type: 'by_fixed', amount: Math.min(random.pick(centsOffs), Math.floor(price / 2)) };
    row.temporaryPriceReduction = [tpr];
  }
  if (random.chance(0.03) && row.productType !== 'wine') {
    row.isMapEnabled = true;
    row.mapPriceCents = shelfPrice(price * (1.1 + 0.15 * random.next()));
    row.msrpCents = Math.max(row.msrpCents, row.mapPriceCents + 100);
    row.msrpDisplayActualPriceType = random.chance(0.5) ? 'in_cart' : 'gesture';
  }
  if (row.autoshipEnabled) {
    row.autoshipPriceCents = price - Math.round(price * (0.05 + 0.05 * random.next()));
    if (random.chance(0.05)) {
      row.autoshipTemporaryPriceReduction = [
        random.chance(0.5) ? { type: 'by_percent', amount: 5 } : { type: 'by_fixed', amount: 100 },
      ];
    }
    if (random.chance(0.05)) row.autoshipMinQty = 2;
  }
  if (random.chance(0.08)) {
    row.thriveCash = random.chance(0.6)
      ? { type: 'tc_percent', amount: random.pick([5, 10, 15, 20]) }
      : { type: 'dollar', amountCents: random.pick([100, 200, 300, 500]) };
  }
  const stockRoll = random.next();
  if (stockRoll < 0.06) row.stockQty = 0;
  else if (stockRoll < 0.11 && row.productType === 'simple') row.stockQty = random.int(1, 9);
  else row.stockQty = random.int(10, 600);
  row.isSpecial = random.chance(0.03);
  const limitRoll = random.next();
  if (limitRoll < 0.03) {
    row.minOrderQty = 2;
    row.maxOrderQty = 6;
  } else if (limitRoll < 0.07) row.maxOrderQty = random.pick([6, 12]);
  // Ratings come only from the reviews that exist (issue 23: invented counts disagreed with the reviews shown), so
  // a product starts unrated. The draws that once invented them are still taken, so every later product is unchanged.
  if (random.chance(0.85)) {
    random.next();
    if (random.chance(0.2)) random.int(200, 4000);
    else random.int(1, 199);
    random.next();
  }
  row.popularity = Math.floor(20_000 * random.next() ** 4);
}

/** Turns a few products into free gifts (GWP, price 0) or free samples (product type sample, price 0). */
export function applyFreeItem(random: Random, row: NewProduct, department: Department): void {
  if (!['food', 'drinks', 'beauty'].includes(department) || row.productType !== 'simple') return;
  const roll = random.next();
  if (roll < 0.01) {
    row.tcProductType = 'GWP';
  } else if (roll < 0.02) {
    row.tcProductType = 'SAMPLE';
    row.productType = 'sample';
    row.title = `${row.title.split(',')[0]}, Trial Size`;
    row.unit = 'Trial size';
    row.sizeAmount = null;
    row.sizeUnit = null;
  } else return;
  row.msrpCents = Math.max(row.msrpCents, row.priceCents);
  row.priceCents = 0;
  row.mapPriceCents = null;
  row.isMapEnabled = false;
  row.msrpDisplayActualPriceType = null;
  row.temporaryPriceReduction = [];
  row.autoshipEnabled = false;
  row.autoshipPriceCents = null;
  row.autoshipTemporaryPriceReduction = [];
  row.thriveCash = null;
  row.maxOrderQty = 1;
  row.minOrderQty = null;
}

/** Diets, certifications, concerns and ingredients that fit the product; social values come from the brand. */
export function pickAttributes(
  random: Random,
  ref: ReferenceData,
  spec: ProductSpec,
  /** Url keys chosen by hand (fixtures) instead of random diets, certifications and concerns. */
  chosenKeys?: readonly string[],
): AttributeRef[] {
  const department = spec.category.department;
  const excluded = dietExclusions.flatMap((e) => (e.words.test(spec.name) ? e.diets : []));
  const fits = (a: AttributeRef) => a.departments.includes(department) && !excluded.includes(a.urlKey);
  const byFamily = ref.attributesByFamily;
  const chosen = new Map<number, AttributeRef>();
  const add = (a: AttributeRef | undefined) => {
    if (a && fits(a)) chosen.set(a.id, a);
  };
  if (chosenKeys) {
    for (const key of chosenKeys) {
      const a = ref.attributeByKey.get(key);
      if (!a) throw new Error(`unknown attribute ${key}`);
      chosen.set(a.id, a);
    }
  } else {
    const dietCount = random.weighted([0, 1, 2, 3, 4, 5], [3, 3, 3, 2, 2, 1]);
    for (const a of random.sample(byFamily.diets.filter(fits), dietCount)) add(a);
    for (const a of random.sample(byFamily.certifications.filter(fits), random.int(0, 2))) add(a);
    for (const a of random.sample(byFamily.concerns.filter(fits), random.int(0, 2))) add(a);
  }
  for (const [phrase, key] of Object.entries(qualifierAttributes)) {
    if (spec.name.includes(phrase)) add(ref.attributeByKey.get(key));
  }
  for (const word of spec.name.split(/[\s-]+/)) {
    const ingredient = ingredientWords[word];
    if (ingredient) add(ref.attributeByKey.get(ingredient));
  }
  for (const id of spec.brand.socialIds) add(ref.attributes[id - 1]);
  return [...chosen.values()].sort((a, b) => a.id - b.id);
}

/** The long description: how to use it, what it is certified as, and the brand's line. */
export function describe(spec: ProductSpec, attributes: AttributeRef[]): string {
  const labels = attributes
    .filter((a) => a.family === 'diets' || a.family === 'certifications')
    .map((a) => a.label);
  return [spec.use, attributeSentence(labels), spec.brand.description].filter(Boolean).join(' ');
}

export type BadgeFlags = { backSoon?: boolean; exclusive?: boolean; tooHot?: boolean; tooCold?: boolean };

/**
 * The stored badges of a product, in display order: at most 3 non-preference badges (availability, box,
 * promotion, merchandising), then preference badges from its diets up to 4 in all, so the client's
 * "+N" rule (spec §5) has something to collapse.
 */
export function deriveBadges(row: NewProduct, attributes: AttributeRef[], flags: BadgeFlags, isNew: boolean) {
  const texts: string[] = [];
  if (row.stockQty === 0) texts.push(flags.backSoon ? 'Back Soon' : 'Out of Stock');
  const box = normalizeBoxType(row.boxType);
  if (box === 'frozen') texts.push('Frozen');
  else if (row.soldAsFresh && box === 'grocery') texts.push('Ships Cold');
  if (row.tcProductType === 'GWP') texts.push('FREE Gift');
  if (row.tcProductType === 'SAMPLE') texts.push('FREE Sample');
  if ((row.temporaryPriceReduction ?? []).length > 0) texts.push('Sale');
  if (row.thriveCash) texts.push('Thrive Cash');
  if (flags.tooHot) texts.push('Too Hot to Ship');
  if (flags.tooCold) texts.push('Too Cold to Ship');
  if (isNew) texts.push('New');
  if (flags.exclusive) texts.push('Exclusive');
  if (row.productType === 'configurable') texts.push('Options');
  if ((row.ratingAverage ?? 0) >= 4.7 && (row.ratingCount ?? 0) >= 25) texts.push('Top Rated');
  const plain = texts.slice(0, 3);
  const preferences = attributes.flatMap((a) => (a.badge ? [a.badge] : []));
  return [...plain, ...preferences.slice(0, 4 - plain.length)];
}
