import type { AttributeFamily } from '../schema/catalog.ts';
import { type SeedAttribute, seedAttributes } from './attributes.ts';
import { type RestrictionTagName, seedBadgeCategories, seedBadges, seedRestrictionTags } from './badges.ts';
import { seedBrands } from './brands.ts';
import { type Department, seedCategories } from './categories.ts';
import { createRandom, slugify } from './random.ts';

/**
 * Brands, categories, attributes, badges and restriction tags with their ids fixed up front: the seed
 * inserts explicit ids so products can point at them without a round trip, and so a reseed after
 * `--reset` produces the same ids.
 */
export type BrandRef = {
  id: number;
  urlKey: string;
  name: string;
  description: string;
  color: string;
  /** Leaf category url keys the brand sells in. */
  aisles: readonly string[];
  /** Social attribute ids (women owned, family owned…) every product of the brand carries. */
  socialIds: number[];
};
export type CategoryRef = {
  id: number;
  urlKey: string;
  name: string;
  parentId: number | null;
  position: number;
  inMenu: boolean;
  department: Department;
  description: string;
};
export type AttributeRef = SeedAttribute & { id: number; position: number };

export type ReferenceData = {
  brands: BrandRef[];
  categories: CategoryRef[];
  categoryByKey: Map<string, CategoryRef>;
  attributes: AttributeRef[];
  attributeByKey: Map<string, AttributeRef>;
  attributesByFamily: Record<AttributeFamily, AttributeRef[]>;
  badgeCategories: typeof seedBadgeCategories;
  badges: { id: number; text: string; categoryId: number; isPreferenceBadge: boolean }[];
  badgeIdByText: Map<string, number>;
  restrictionTags: {
    id: number;
    name: RestrictionTagName;
    prohibitedStates: string[];
    prohibitedPaymentMethods: string[];
    requiresOver21: boolean;
  }[];
  restrictionIdByName: Map<RestrictionTagName, number>;
};

export function buildReferenceData(seed: number): ReferenceData {
  const random = createRandom(seed);

  const attributes: AttributeRef[] = seedAttributes.map((a, i) => ({
    ...a,
    id: i + 1,
    position: seedAttributes.slice(0, i).filter((b) => b.family === a.family).length,
  }));
  const attributesByFamily = {
    diets: [],
    certifications: [],
    concerns: [],
    ingredients: [],
    social: [],
  } as Record<AttributeFamily, AttributeRef[]>;
  for (const a of attributes) attributesByFamily[a.family].push(a);

  const social = attributesByFamily.social;
  const brands: BrandRef[] = seedBrands.map((b, i) => ({
    id: i + 1,
    urlKey: slugify(b.name),
    name: b.name,
    description: `${b.name}: ${b.tagline}`,
    color: b.color,
    aisles: b.aisles,
    // Ownership and mission are facts about the brand, so every product of a brand shares them.
    socialIds: random.sample(social, random.weighted([0, 1, 2], [3, 4, 2])).map((a) => a.id),
  }));

  const categories: CategoryRef[] = [];
  const categoryByKey = new Map<string, CategoryRef>();
  seedCategories.forEach((c, i) => {
    const parent = c.parent ? categoryByKey.get(c.parent) : undefined;
    const ref: CategoryRef = {
      id: i + 1,
      urlKey: c.urlKey,
      name: c.name,
      parentId: parent?.id ?? null,
      position: parent ? categories.filter((x) => x.parentId === parent.id).length : i,
      inMenu: c.parent === null,
      department: c.department,
      description: c.description,
    };
    categories.push(ref);
    categoryByKey.set(ref.urlKey, ref);
  });

  const badges = seedBadges.map((b, i) => ({ id: i + 1, ...b }));
  const restrictionTags = seedRestrictionTags.map((t, i) => ({
    id: i + 1,
    name: t.name,
    prohibitedStates: [...t.prohibitedStates],
    prohibitedPaymentMethods: [...t.prohibitedPaymentMethods],
    requiresOver21: t.requiresOver21,
  }));

  return {
    brands,
    categories,
    categoryByKey,
    attributes,
    attributeByKey: new Map(attributes.map((a) => [a.urlKey, a])),
    attributesByFamily,
    badgeCategories: seedBadgeCategories,
    badges,
    badgeIdByText: new Map(badges.map((b) => [b.text, b.id])),
    restrictionTags,
    restrictionIdByName: new Map(restrictionTags.map((t) => [t.name, t.id])),
  };
}
