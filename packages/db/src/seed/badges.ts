import { seedAttributes } from './attributes.ts';

/**
 * Badge categories and badges (spec §3 Badge, §5, §9). Category ids matter to the client: 1 and 2 render
 * dark red and dark green, 3 dark green, 4 and 5 become the secondary box badge (frozen, grocery).
 */
export const seedBadgeCategories = [
  { id: 1, name: 'Promotion' },
  { id: 2, name: 'Merchandising' },
  { id: 3, name: 'Availability' },
  { id: 4, name: 'Frozen box' },
  { id: 5, name: 'Grocery box' },
  { id: 6, name: 'Preference' },
  { id: 7, name: 'Info' },
] as const;

export type SeedBadge = { text: string; categoryId: number; isPreferenceBadge: boolean };

const plain = (categoryId: number, texts: string[]): SeedBadge[] =>
  texts.map((text) => ({ text, categoryId, isPreferenceBadge: false }));

/** Preference badges come from the attribute values that name one (diets and two certifications). */
const preferenceTexts = [...new Set(seedAttributes.flatMap((a) => (a.badge ? [a.badge] : [])))];

export const seedBadges: readonly SeedBadge[] = [
  ...plain(1, ['Sale', 'Thrive Cash', 'FREE Gift', 'FREE Sample']),
  // 'Buy It Again' is no stored badge: the web derives it from the signed-in shopper's own orders (issue 24).
  ...plain(2, ['New', 'Exclusive', 'Top Rated', 'Options']),
  ...plain(3, ['Back Soon', 'Running Low', 'Out of Stock', 'Too Hot to Ship', 'Too Cold to Ship']),
  ...plain(4, ['Frozen']),
  ...plain(5, ['Ships Cold']),
  ...preferenceTexts.map((text) => ({ text, categoryId: 6, isPreferenceBadge: true })),
  ...plain(7, ['SNAP eligible', 'Sponsored']),
];

/** Rules that stop items shipping to some states or being paid with some methods (spec §5). */
export const seedRestrictionTags = [
  {
    name: 'alcohol',
    prohibitedStates: ['UT', 'MS', 'AL'],
    prohibitedPaymentMethods: ['ebt'],
    requiresOver21: true,
  },
  { name: 'knives', prohibitedStates: ['CA'], prohibitedPaymentMethods: ['ebt'], requiresOver21: false },
  { name: 'aerosol', prohibitedStates: ['CA'], prohibitedPaymentMethods: [], requiresOver21: false },
] as const;

export type RestrictionTagName = (typeof seedRestrictionTags)[number]['name'];
