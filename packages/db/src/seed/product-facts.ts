import { labelCalories, type MajorAllergen, majorAllergens, type Nutrition } from '@pantry/domain';
import type { productFacts } from '../schema/product-facts.ts';
import type { ProductDraft } from './product-draft.ts';
import {
  nonFoodIngredients,
  origins,
  type Profile,
  profiles,
  type Recipe,
  recipes,
} from './product-facts-words.ts';
import { createRandom, type Random } from './random.ts';
import type { ReferenceData } from './reference-data.ts';

/**
 * The label facts of a demo product (ingredients, allergens, nutrition panel, country of origin), made from
 * its name, aisle and diets. Each product draws from its own generator seeded by its id, so adding facts
 * leaves the rest of the catalog unchanged, and the work is a few string and regex operations per product
 * (cheap at 100,000 products).
 */

export type NewProductFacts = typeof productFacts.$inferInsert;

const FOOD_DEPARTMENTS = new Set(['food', 'frozen', 'fresh', 'drinks']);

/** Recipe words that stand for the product itself ('fish' in a salmon fillet is the salmon). */
const GENERIC_MAIN = new Set([
  'fruit',
  'fish',
  'oil',
  'flour',
  'sugar',
  'whole grain',
  'beef',
  'chicken',
  'milk',
  'coffee',
]);

/** What a vegan, dairy-free or gluten-free product uses instead. */
const swaps: { when: readonly string[]; from: RegExp; to: string }[] = [
  { when: ['gluten-free'], from: /\bwheat flour\b/g, to: 'brown rice flour' },
  { when: ['gluten-free'], from: /whole grain wheat/g, to: 'whole grain brown rice' },
  { when: ['gluten-free'], from: /wheat pasta/g, to: 'brown rice pasta' },
  { when: ['gluten-free'], from: /soy sauce \(soybeans, wheat\)/g, to: 'tamari (soybeans)' },
  { when: ['gluten-free'], from: /breadcrumbs \(wheat\)/g, to: 'rice breadcrumbs' },
  {
    when: ['vegan', 'dairy-free', 'plant-based'],
    from: /(parmesan |cheddar )?cheese \(milk\)|whey \(milk\)/g,
    to: 'nutritional yeast',
  },
  { when: ['vegan', 'dairy-free', 'plant-based'], from: /cream \(milk\)|egg yolks/g, to: 'coconut cream' },
  { when: ['vegan', 'dairy-free', 'plant-based'], from: /butter \(milk\)/g, to: 'coconut oil' },
  {
    when: ['vegan', 'dairy-free', 'plant-based'],
    from: /(?<!(oat|almond|cashew|coconut) )\bmilk\b/g,
    to: 'oat milk',
  },
  { when: ['vegan', 'plant-based'], from: /\beggs\b/g, to: 'flaxseed' },
  { when: ['vegan', 'plant-based'], from: /\bhoney\b/g, to: 'maple syrup' },
];

/** How each major allergen shows up in an ingredient list. */
const allergenWords: Record<MajorAllergen, RegExp> = {
  Milk: /\(milk\)|(?<!(oat|almond|cashew|coconut) )\bmilk\b|\bcheese\b|\bwhey\b|\bghee\b/,
  Eggs: /\beggs?\b|egg yolks/,
  Fish: /\b(fish|salmon|tuna|cod|sardines|anchovies|mackerel|trout|halibut|mahi)\b/,
  Shellfish: /\b(shrimp|scallops|crab)\b/,
  'Tree Nuts': /almond|cashew|pistachio|hazelnut|pecan|walnut|pine nuts/,
  Peanuts: /peanut/,
  Wheat: /\bwheat\b|couscous|farro|spelt/,
  Soybeans: /\bsoy/,
  Sesame: /sesame|tahini/,
};

/**
 * Makes the facts row of each product, or null for goods sold without a label (gift cards, memberships).
 * Many products share a name and diets (the same oat bars in several sizes and brands), so their
 * ingredient lists are made once.
 */
export function productFactsMaker(ref: ReferenceData): (draft: ProductDraft) => NewProductFacts | null {
  const made = new Map<
    string,
    { recipe: Recipe | undefined; ingredients: string; allergens: MajorAllergen[] }
  >();
  const labelOf = (name: string, diets: string[]) => {
    const key = `${name}|${diets.join(',')}`;
    let label = made.get(key);
    if (!label) {
      const recipe = recipes.find((r) => r.name.test(name));
      const ingredients = foodIngredients(name, diets, recipe);
      label = { recipe, ingredients, allergens: allergensIn(ingredients) };
      made.set(key, label);
    }
    return label;
  };
  return (draft) => {
    const { row } = draft;
    if (row.productType === 'aw_giftcard' || row.productType === 'virtual') return null;
    const category = ref.categories[row.categoryId - 1];
    if (!category) return null;
    const random = createRandom(0x5eed ^ Math.imul(row.id, 2_654_435_761));
    const name = row.title.replace(/, [^,]*$/, '');
    const food = FOOD_DEPARTMENTS.has(category.department)
      ? labelOf(
          name,
          draft.attributeIds.flatMap((id) => dietKeyOf(ref, id)),
        )
      : undefined;
    const ingredients =
      food?.ingredients ??
      nonFoodIngredients[category.department === 'wine' ? 'wine' : category.urlKey] ??
      '';
    const profile = food?.recipe && food.recipe.kind !== 'none' ? profiles[food.recipe.kind] : undefined;
    return {
      productId: row.id,
      ingredients: ingredients ? sentence(ingredients) : '',
      allergens: food?.allergens ?? [],
      nutrition: profile ? nutritionFor(random, profile, draft, ingredients, food?.allergens ?? []) : null,
      countryOfOrigin: random.pick(originsFor(category.urlKey)),
    };
  };
}

/** The diets that change a recipe (vegan, dairy-free, gluten-free…); other attributes don't. */
const RECIPE_DIETS = new Set(swaps.flatMap((swap) => swap.when));
function dietKeyOf(ref: ReferenceData, attributeId: number): string[] {
  const key = ref.attributes[attributeId - 1]?.urlKey;
  return key && RECIPE_DIETS.has(key) ? [key] : [];
}

function originsFor(categoryKey: string): readonly string[] {
  return origins[categoryKey] ?? origins.default ?? ['USA'];
}

/** Flavour words of a name that the ingredient list names too ('Honey Greek Yogurt' has honey). */
const FLAVOURS =
  /\b(Honey|Vanilla|Chocolate|Strawberry|Blueberry|Raspberry|Maple|Cinnamon|Lemon|Lime|Ginger|Mango|Peach|Cherry|Coconut|Grapefruit|Garlic|Chipotle|Jalapeño|Turmeric|Matcha)\b/g;

/** 'Organic Creamy Peanut Butter' → 'organic dry roasted peanuts, sea salt'. */
export function foodIngredients(name: string, diets: readonly string[], recipe?: Recipe): string {
  const main = name.toLowerCase();
  const parts = (recipe?.ingredients ?? main).split(', ');
  if (GENERIC_MAIN.has(parts[0] ?? '')) {
    parts[0] = main.replace(/\b(jam|preserves|fruit spread|marmalade|sorbet|fruit bars)\b/g, '').trim();
  }
  if (parts.length > 1) {
    for (const flavour of new Set(name.match(FLAVOURS) ?? [])) {
      const word = flavour.toLowerCase();
      if (!parts.some((part) => part.includes(word))) parts.splice(parts.length - 1, 0, word);
    }
  }
  if (/\bOrganic\b/.test(name) && !parts[0]?.startsWith('organic')) parts[0] = `organic ${parts[0]}`;
  let text = parts.join(', ');
  for (const swap of swaps)
    if (swap.when.some((d) => diets.includes(d))) text = text.replace(swap.from, swap.to);
  return text;
}

/** The major allergens an ingredient list contains, in label order. */
export function allergensIn(ingredients: string): MajorAllergen[] {
  return majorAllergens.filter((allergen) => allergenWords[allergen].test(ingredients));
}

function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const between = (random: Random, [low, high]: readonly [number, number]) =>
  low + (high - low) * random.next();

/** Grams as a label prints them: under 0.5 is 0, under 5 to the half gram, then whole grams. */
function labelGrams(grams: number): number {
  if (grams < 0.5) return 0;
  return grams < 5 ? Math.round(grams * 2) / 2 : Math.round(grams);
}

/** Milligrams of sodium or cholesterol: under 5 is 0, to 5 up to 140, then to 10. */
function labelMilligrams(mg: number): number {
  if (mg < 5) return 0;
  return mg <= 140 ? Math.round(mg / 5) * 5 : Math.round(mg / 10) * 10;
}

/** Grams (or ml) in the package, from its stated size. */
function packageGrams(amount: number, unit: string, servingGrams: number): number {
  const perUnit: Record<string, number> = { oz: 28.35, 'fl oz': 29.57, lb: 453.6, ml: 1, L: 1000 };
  return unit === 'ct' ? amount * servingGrams : amount * (perUnit[unit] ?? 0);
}

function nutritionFor(
  random: Random,
  profile: Profile,
  draft: ProductDraft,
  ingredients: string,
  allergens: readonly MajorAllergen[],
): Nutrition {
  const scale = profile.serving.grams / 100;
  const fat = between(random, profile.fat) * scale;
  const carbs = between(random, profile.carbs) * scale;
  const sugars = carbs * between(random, profile.sugar);
  const sweetened = /sugar|syrup|honey|juice concentrate/.test(ingredients);
  // Cholesterol comes only from animal foods: meat, fish, eggs and dairy.
  const animal =
    /\b(beef|chicken|turkey|pork)\b/.test(ingredients) ||
    allergens.some((a) => a === 'Milk' || a === 'Eggs' || a === 'Fish' || a === 'Shellfish');
  (profile.cholesterolMg[1] > 0 && !/oat milk|coconut|flaxseed/.test(ingredients)) ||
    allergens.some((a) => a === 'Milk' || a === 'Eggs' || a === 'Fish' || a === 'Shellfish');
  const protein = between(random, profile.protein) * scale;
  const { sizeAmount, sizeUnit } = draft.row;
  const total = sizeAmount && sizeUnit ? packageGrams(sizeAmount, sizeUnit, profile.serving.grams) : 0;
  const label = {
    fat: labelGrams(fat),
    carbs: labelGrams(carbs),
    protein: labelGrams(protein),
  };
  return {
    serving_size: sizeUnit === 'ct' ? `1 piece (${profile.serving.grams}g)` : profile.serving.text,
    servings_per_container: Math.max(1, Math.round(total / profile.serving.grams)),
    calories: labelCalories(9 * label.fat + 4 * label.carbs + 4 * label.protein),
    total_fat_g: label.fat,
    saturated_fat_g: labelGrams(fat * between(random, profile.saturated)),
    trans_fat_g: 0,
    cholesterol_mg: animal ? labelMilligrams(between(random, profile.cholesterolMg) * scale) : 0,
    sodium_mg: labelMilligrams(between(random, profile.sodiumMg) * scale),
    total_carbohydrate_g: label.carbs,
    dietary_fiber_g: labelGrams(Math.min(carbs - sugars, between(random, profile.fiber) * scale)),
    total_sugars_g: labelGrams(sugars),
    added_sugars_g: sweetened ? labelGrams(sugars * between(random, profile.added)) : 0,
    protein_g: label.protein,
    vitamin_d_mcg: Math.round(random.next() * 20) / 10,
    calcium_mg: Math.round((between(random, profile.calciumMg) * scale) / 10) * 10,
    iron_mg: Math.round(random.next() * 36) / 10,
    potassium_mg: Math.round(5 + random.next() * 35) * 10,
  };
}
