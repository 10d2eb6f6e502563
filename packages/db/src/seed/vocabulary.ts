import type { ImageArt } from '../schema/catalog.ts';
import type { RestrictionTagName } from './badges.ts';
import { foodVocabulary } from './vocabulary-food.ts';
import { moreVocabulary } from './vocabulary-more.ts';

/**
 * Per-category words that product titles and descriptions are built from. Each group holds nouns that
 * share their variants and sizes, so titles read like a real shelf ("Organic Creamy Peanut Butter, 16 oz")
 * rather than a random mix ("Cheddar Fruit Snacks").
 */
export type SizeUnit = 'oz' | 'fl oz' | 'lb' | 'ct' | 'ml' | 'L';
export type Size = readonly [amount: number, unit: SizeUnit];

export type ProductGroup = {
  nouns: readonly string[];
  /** Flavours, styles or regions; '' means the plain noun. */
  variants: readonly string[];
  /** Put the variant after the noun ("Sardines in Olive Oil") instead of before it. */
  variantAfter?: boolean;
  /** Smallest first: bigger sizes cost more. */
  sizes: readonly Size[];
  /** Shelf price range in cents for this group. */
  price: readonly [min: number, max: number];
  shape: ImageArt['shape'];
  /** Prefixes such as 'Organic'; overrides the category's. */
  qualifiers?: readonly string[];
  restriction?: RestrictionTagName;
  /** Only these brands make this group (by name); otherwise any brand selling in the aisle. */
  brands?: readonly string[];
  /** Overrides of the category's sentences, for groups unlike the rest of their aisle. */
  uses?: readonly string[];
  benefits?: readonly string[];
};

export type CategoryVocabulary = {
  groups: readonly ProductGroup[];
  qualifiers: readonly string[];
  /** Sentences on how the product is used, for descriptions. */
  uses: readonly string[];
  /** Words for the one-line description: "{benefit}". */
  benefits: readonly string[];
};

/** Keyed by leaf category url key (and `kits`). */
export const vocabulary: Readonly<Record<string, CategoryVocabulary>> = {
  ...foodVocabulary,
  ...moreVocabulary,
};

/** Words in titles that imply an ingredient attribute (url key). */
export const ingredientWords: Readonly<Record<string, string>> = {
  Almond: 'almonds',
  Oat: 'oats',
  Oats: 'oats',
  Coconut: 'coconut',
  Cashew: 'cashews',
  Peanut: 'peanuts',
  Quinoa: 'quinoa',
  Chickpea: 'chickpeas',
  Chickpeas: 'chickpeas',
  Chocolate: 'dark-chocolate',
  Blueberry: 'blueberries',
  Blueberries: 'blueberries',
  Honey: 'honey',
  Olive: 'olive-oil',
  Avocado: 'avocado-oil',
  Turmeric: 'turmeric',
  Ginger: 'ginger',
  Matcha: 'matcha',
  Collagen: 'collagen',
  Monk: 'monk-fruit',
  Salmon: 'wild-salmon',
  Salt: 'sea-salt',
};
