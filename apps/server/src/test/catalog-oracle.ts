import { type Database, facetValues, products } from '@pantry/db';

/**
 * An independent reading of the catalog for tests: which listable products carry which facet values,
 * computed in TypeScript from the raw rows, to check the SQL's counts against.
 */
export type OracleProduct = {
  id: number;
  values: Set<string>; // "facet:value"
  effectivePriceCents: number;
  discountPercent: number;
  ratingAverage: number;
  ratingCount: number;
  popularity: number;
  createdAt: Date;
};

export async function loadOracle(db: Database): Promise<OracleProduct[]> {
  const facetRows = await db.select().from(facetValues);
  const byId = new Map(facetRows.map((row) => [row.id, `${row.facet}:${row.value}`]));
  const rows = await db.select().from(products);
  return rows
    .filter((row) => row.tcProductType === null && row.productType !== 'virtual')
    .map((row) => ({
      id: row.id,
      values: new Set(row.facetValueIds.map((id) => byId.get(id) ?? '')),
      effectivePriceCents: row.effectivePriceCents,
      discountPercent: row.discountPercent,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      popularity: row.popularity,
      createdAt: row.createdAt,
    }));
}

/** Products matching every facet of `filter` (OR within a facet), optionally ignoring one facet. */
export function matching(
  all: OracleProduct[],
  filter: Record<string, string[]>,
  ignore?: string,
): OracleProduct[] {
  return all.filter((product) =>
    Object.entries(filter).every(
      ([facet, values]) =>
        facet === ignore || values.some((value) => product.values.has(`${facet}:${value}`)),
    ),
  );
}

/** The expected count of one facet option under `filter`: every other facet's filter applies, its own not. */
export function expectedOptionCount(
  all: OracleProduct[],
  filter: Record<string, string[]>,
  facet: string,
  value: string,
): number {
  return matching(all, filter, facet).filter((product) => product.values.has(`${facet}:${value}`)).length;
}

/** The most common values of a facet among some products, most common first. */
export function commonValues(all: OracleProduct[], facet: string): string[] {
  const counts = new Map<string, number>();
  for (const product of all) {
    for (const key of product.values) {
      if (key.startsWith(`${facet}:`))
        counts.set(key.slice(facet.length + 1), (counts.get(key.slice(facet.length + 1)) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}
