import { type DbOrTx, sql } from '@pantry/db';
import type { Facet, SortValue } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import type { ReadCache } from '../../lib/read-cache.ts';
import { intArray, queryRows, textArray } from '../../lib/sql.ts';
import { buildFacets, type FacetCountRow, type FacetValueRow } from './facet-options.ts';
import type { FacetCode, FacetSelection } from './facets.ts';
import { matchesSearchText, type SearchText, searchOrder } from './search-text.ts';
import { inStockCondition, listableCondition, listableWithFreeGiftsCondition } from './stock.ts';

/**
 * The product list behind every listing and search, in two statements: the page (sorted ids) and the
 * total with every facet's counts. Counts do not depend on sort or page, so with a read cache a shopper
 * paging or re-sorting a listing costs only the page statement.
 *
 * Facet counts follow standard faceted search: the counts of facet f reflect every active filter except
 * f's own. The statement keeps the products that fail at most one active facet (`matched`), notes which one
 * they fail (`miss`, 0 when none), and counts each value once per product over `unnest(facet_value_ids)`:
 * a product failing facet f adds to f's values only, a product failing none adds to all. Everything else
 * (the page's base filter, a list, search text) narrows every count.
 */

export type ProductQuery = {
  /** The page's own filter (a category page filters by its category); always applied. */
  base?: FacetSelection;
  /** The shopper's filters: OR within a facet, AND across facets. */
  filter?: FacetSelection;
  /** Restricts to a product list (filter[list]); its positions order 'relevance'. */
  listId?: number;
  /** Lists free gifts (GWP) too: the free-gifts deals page. */
  includeFreeGifts?: boolean;
  search?: SearchText;
  sort: SortValue;
  page: number;
  pageSize: number;
};

export type ProductQueryResult = { ids: number[]; count: number; facets: Facet[] };

/** The facet_values rows of the selected values (unknown values simply match nothing). */
async function resolveSelections(db: DbOrTx, selections: FacetSelection[]): Promise<FacetValueRow[]> {
  const pairs = selections.flatMap((selection) =>
    Object.entries(selection).flatMap(([facet, values]) =>
      (values ?? []).map((value) => sql`(${facet}, ${value})`),
    ),
  );
  if (pairs.length === 0) return [];
  return queryRows<FacetValueRow>(
    db,
    sql`SELECT id, facet, value, label, position FROM facet_values WHERE (facet, value) IN (${sql.join(pairs, sql`, `)})`,
  );
}

function carriesAny(resolved: FacetValueRow[], facet: string, values: readonly string[]): SQL {
  const ids = resolved
    .filter((row) => row.facet === facet && values.includes(row.value))
    .map((row) => row.id);
  return ids.length ? sql`p.facet_value_ids && ${intArray(ids)}` : sql`false`;
}

type SortKey = { expr: SQL; desc: boolean };

/** Sort keys; every order ends with id so equal keys never swap between pages. */
function sortKeys(sort: SortValue, search?: SearchText, inList?: boolean): SortKey[] {
  switch (sort) {
    case 'price_asc':
      return [{ expr: sql`p.effective_price_cents`, desc: false }];
    case 'price_desc':
      return [{ expr: sql`p.effective_price_cents`, desc: true }];
    case 'rating':
      return [
        { expr: sql`p.rating_average`, desc: true },
        { expr: sql`p.rating_count`, desc: true },
      ];
    case 'newest':
      return [{ expr: sql`p.created_at`, desc: true }];
    case 'discount':
      return [
        { expr: sql`p.discount_percent`, desc: true },
        { expr: sql`p.popularity`, desc: true },
      ];
    default:
      // Relevance: search order for text, the list's own order for a list, best sellers otherwise.
      if (search) return searchOrder(search);
      if (inList)
        return [
          { expr: sql`li.position`, desc: false },
          { expr: sql`p.popularity`, desc: true },
        ];
      return [{ expr: sql`p.popularity`, desc: true }];
  }
}

function orderBy(keys: SortKey[]): SQL {
  return sql.join(
    [...keys.map((key) => sql`${key.expr}${key.desc ? sql` DESC` : sql``}`), sql`p.id`],
    sql`, `,
  );
}

/** At least n-1 of the n flags hold: OR over i of (AND over every j ≠ i). Lets GIN bitmaps do the work. */
function failsAtMostOne(flags: SQL[]): SQL | null {
  if (flags.length < 2) return null;
  const terms = flags.map(
    (_, i) =>
      sql`(${sql.join(
        flags.filter((__, j) => j !== i),
        sql` AND `,
      )})`,
  );
  return sql`(${sql.join(terms, sql` OR `)})`;
}

/** Which active facet a product fails: 0 when none, i+1 for the i-th (the prefilter allows at most one). */
function missedFacet(flags: SQL[]): SQL {
  if (flags.length === 0) return sql`0`;
  const whens = flags.map((flag, i) => sql`WHEN NOT (${flag}) THEN ${sql.raw(String(i + 1))}`);
  return sql`(CASE WHEN ${sql.join(flags, sql` AND `)} THEN 0 ${sql.join(whens, sql` `)} END)`;
}

export async function findProducts(
  db: DbOrTx,
  query: ProductQuery,
  cache?: ReadCache,
): Promise<ProductQueryResult> {
  const base = query.base ?? {};
  const filter = query.filter ?? {};
  const active = (Object.entries(filter) as [FacetCode, string[]][]).filter(
    ([, values]) => values.length > 0,
  );
  const scopeKey = JSON.stringify([
    base,
    active,
    query.listId ?? null,
    query.includeFreeGifts ?? false,
    query.search?.terms ?? query.search?.words ?? null,
  ]);
  const cached = <T>(name: string, load: () => Promise<T>) =>
    cache ? cache.get(`product-query:${name}:${scopeKey}`, load) : load();

  const resolved = await cached('values', () => resolveSelections(db, [base, filter]));
  const scope: SQL[] = [query.includeFreeGifts ? listableWithFreeGiftsCondition : listableCondition];
  for (const [facet, values] of Object.entries(base)) scope.push(carriesAny(resolved, facet, values ?? []));
  if (query.search) scope.push(matchesSearchText(query.search));
  const flags = active.map(([facet, values]) => carriesAny(resolved, facet, values));
  const listJoin =
    query.listId === undefined
      ? sql``
      : sql`JOIN product_list_items li ON li.product_id = p.id AND li.list_id = ${query.listId}`;

  const pageIds = queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM products p ${listJoin}
         WHERE ${sql.join([...scope, ...flags], sql` AND `)}
         ORDER BY ${orderBy(sortKeys(query.sort, query.search, query.listId !== undefined))}
         LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
  const counted = cached('facets', () =>
    countFacets(db, { scope, flags, listJoin, activeFacets: active.map(([facet]) => facet) }),
  );
  const [rows, { count, facets }] = await Promise.all([pageIds, counted]);
  return { ids: rows.map((row) => row.id), count, facets: buildFacets(facets, resolved, base, filter) };
}

/** The total and every facet value's count, each counted against the other facets' filters. */
async function countFacets(
  db: DbOrTx,
  plan: { scope: SQL[]; flags: SQL[]; listJoin: SQL; activeFacets: FacetCode[] },
): Promise<{ count: number; facets: FacetCountRow[] }> {
  const where = [...plan.scope];
  const prefilter = failsAtMostOne(plan.flags);
  if (prefilter) where.push(prefilter);
  const [row] = await queryRows<{ count: number; facets: FacetCountRow[] }>(
    db,
    sql`WITH matched AS MATERIALIZED (
          SELECT p.facet_value_ids, ${missedFacet(plan.flags)} AS miss
            FROM products p ${plan.listJoin}
           WHERE ${sql.join(where, sql` AND `)})
        SELECT
          (SELECT count(*)::int FROM matched WHERE miss = 0) AS count,
          (SELECT coalesce(json_agg(json_build_array(f.facet, f.value, f.label, f.position, f.n)), '[]'::json)
             FROM (SELECT fv.facet, fv.value, fv.label, fv.position, sum(c.n)::int AS n
                     FROM (SELECT u.v, u.miss, count(*) AS n
                             FROM (SELECT unnest(facet_value_ids) AS v, miss FROM matched) u
                            GROUP BY 1, 2) c
                     JOIN facet_values fv ON fv.id = c.v
                    WHERE c.miss = 0 OR fv.facet = (${textArray(plan.activeFacets)})[c.miss]
                    GROUP BY fv.id, fv.facet, fv.value, fv.label, fv.position) f) AS facets`,
  );
  return { count: row?.count ?? 0, facets: row?.facets ?? [] };
}

export type SectionQuery = { base: FacetSelection; sort: SortValue; limit: number };

/**
 * The ids of several short, in-stock product rows (home page sections) in one statement: each section is a
 * sorted, limited subquery under its own number, glued with UNION ALL. No counts or facets.
 */
export async function findSectionIds(db: DbOrTx, sections: SectionQuery[]): Promise<number[][]> {
  if (sections.length === 0) return [];
  const resolved = await resolveSelections(
    db,
    sections.map((section) => section.base),
  );
  const parts = sections.map((section, index) => {
    const where: SQL[] = [listableCondition, inStockCondition];
    for (const [facet, values] of Object.entries(section.base))
      where.push(carriesAny(resolved, facet, values ?? []));
    const keys = sortKeys(section.sort);
    return sql`SELECT ${index}::int AS section,
                 ARRAY(SELECT p.id FROM products p WHERE ${sql.join(where, sql` AND `)}
                        ORDER BY ${orderBy(keys)} LIMIT ${section.limit}) AS ids`;
  });
  const rows = await queryRows<{ section: number; ids: number[] }>(db, sql.join(parts, sql` UNION ALL `));
  const ids: number[][] = sections.map(() => []);
  for (const row of rows) ids[row.section] = row.ids;
  return ids;
}
