import { attributeFamilies } from '@pantry/db';

/** Brands and the five attribute families: the listing pages of /attribute-page/{key}. */
export const attributeTypes = ['brand', ...attributeFamilies] as const;
export type AttributeType = (typeof attributeTypes)[number];

/**
 * The facets a listing can be filtered by. Each value is a row of facet_values (value = its url key); a
 * product carries the ids of its values in products.facet_value_ids (filled by reindexProducts).
 */
export const facetCodes = ['category', ...attributeTypes, 'box_type', 'price', 'deals'] as const;
export type FacetCode = (typeof facetCodes)[number];

export const facetLabels: Record<FacetCode, string> = {
  category: 'Category',
  brand: 'Brand',
  diets: 'Diets',
  certifications: 'Certifications',
  concerns: 'Concerns',
  ingredients: 'Ingredients',
  social: 'Social Values',
  box_type: 'Ships In',
  price: 'Price',
  deals: 'Deals',
};

/** Facets whose options keep their own order (price bands low to high) instead of most products first. */
export const facetsInOwnOrder: ReadonlySet<FacetCode> = new Set(['price']);

/** `filter[list]` narrows to a product list; it is not a facet (no counts), so it takes its own path. */
export const LIST_FILTER = 'list';
export const filterCodes = [...facetCodes, LIST_FILTER] as const;

export function isFacetCode(code: string): code is FacetCode {
  return (facetCodes as readonly string[]).includes(code);
}

/** Selected values per facet: values within one facet are OR, facets are AND. */
export type FacetSelection = Partial<Record<FacetCode, string[]>>;

/** Splits a request's `filter` into facet selections and the list key. */
export function splitFilter(filter: Record<string, string[]> | undefined): {
  facets: FacetSelection;
  listKey: string | undefined;
} {
  const facets: FacetSelection = {};
  let listKey: string | undefined;
  for (const [code, values] of Object.entries(filter ?? {})) {
    if (!values.length) continue;
    if (code === LIST_FILTER) listKey = values[0];
    else if (isFacetCode(code)) facets[code] = values;
  }
  return { facets, listKey };
}
