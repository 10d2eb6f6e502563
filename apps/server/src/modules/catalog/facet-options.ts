import type { Facet } from '@pantry/domain';
import {
  type FacetCode,
  type FacetSelection,
  facetCodes,
  facetLabels,
  facetsInOwnOrder,
  isFacetCode,
} from './facets.ts';

/** A counted facet value as the facet statement returns it: [facet, value, label, position, count]. */
export type FacetCountRow = [string, string, string, number, number];
export type FacetValueRow = { id: number; facet: string; value: string; label: string; position: number };

type Option = { value: string; label: string; count: number; position: number };

/**
 * Shapes counted values into the answer's facets: known facets only, in a fixed order; options by count
 * (price bands low to high); the page's own value left out; a selected value kept (with 0) so the shopper
 * can turn it off.
 */
export function buildFacets(
  rows: FacetCountRow[],
  resolved: FacetValueRow[],
  base: FacetSelection,
  filter: FacetSelection,
): Facet[] {
  const options = new Map<FacetCode, Option[]>();
  const add = (facet: FacetCode, option: Option) => {
    const list = options.get(facet) ?? [];
    list.push(option);
    options.set(facet, list);
  };
  for (const [facet, value, label, position, count] of rows) {
    // The page's own value (the brand on a brand page) would be an option every product has.
    if (!isFacetCode(facet) || base[facet]?.includes(value)) continue;
    add(facet, { value, label, count, position });
  }
  for (const row of resolved) {
    if (!isFacetCode(row.facet) || !filter[row.facet]?.includes(row.value)) continue;
    if (options.get(row.facet)?.some((option) => option.value === row.value)) continue;
    add(row.facet, { value: row.value, label: row.label, count: 0, position: row.position });
  }
  return facetCodes.flatMap((code) => {
    const list = options.get(code);
    if (!list?.length) return [];
    list.sort(
      facetsInOwnOrder.has(code)
        ? (a, b) => a.position - b.position
        : (a, b) => b.count - a.count || a.position - b.position || a.label.localeCompare(b.label),
    );
    return [
      {
        code,
        label: facetLabels[code],
        options: list.map(({ value, label, count }) => ({ value, label, count })),
      },
    ];
  });
}
