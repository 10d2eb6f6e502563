import type { ListingKind } from '@pantry/domain';

const bySegment: Record<string, ListingKind> = {
  c: 'category',
  brand: 'brand',
  diets: 'diets',
  certifications: 'certifications',
  concerns: 'concerns',
  ingredients: 'ingredients',
  social: 'social',
  deals: 'deals',
  l: 'list',
  ps: 'product_set',
};

/** The listing kind of a path, from its first segment ('/c/food' → category), or null. */
export function listingKindFromPath(pathname: string): ListingKind | null {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  return bySegment[segment] ?? null;
}
