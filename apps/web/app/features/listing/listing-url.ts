import type { ListingQuery, SortValue } from '@pantry/domain';

/**
 * A listing's state lives in its URL (issue 2 §6): `filter[diets]=vegan&filter[diets]=keto`, `sort`,
 * `cur_page` and, on search, `q`. This is qs's repeated-array format (spec §7), read and written here
 * without qs so the browser does not download it (tests check both agree).
 */
export type ListingState = {
  q?: string;
  filter: Record<string, string[]>;
  sort?: SortValue;
  page: number;
};

export const sortLabels: Record<SortValue, string> = {
  relevance: 'Best Match',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  rating: 'Top Rated',
  newest: 'Newest',
  discount: 'Biggest Savings',
};

/** The sorts in the order the select lists them. */
export const sortOptions = Object.keys(sortLabels) as SortValue[];

/** `filter[code]`, also accepting qs's `filter[code][]` and `filter[code][0]` spellings. */
const FILTER_KEY = /^filter\[([^\]]+)\](?:\[\d*\])?$/;
const CODE = /^[a-z0-9_-]{1,40}$/i;
const MAX_VALUES = 50;
const MAX_PAGE = 10_000;

export function isSortValue(value: unknown): value is SortValue {
  return typeof value === 'string' && Object.hasOwn(sortLabels, value);
}

/** Reads a listing URL's query string. Unknown sorts and bad pages fall back to the defaults. */
export function parseListingSearch(search: string): ListingState {
  const params = new URLSearchParams(search);
  const filter: Record<string, string[]> = {};
  for (const [key, raw] of params) {
    const code = FILTER_KEY.exec(key)?.[1];
    if (!code || !CODE.test(code)) continue;
    const value = raw.trim();
    if (!value || value.length > 100) continue;
    const values = filter[code] ?? [];
    if (!values.includes(value) && values.length < MAX_VALUES) values.push(value);
    filter[code] = values;
  }
  const state: ListingState = { filter, page: 1 };
  const q = params.get('q')?.trim();
  if (q) state.q = q.slice(0, 200);
  const sort = params.get('sort');
  if (isSortValue(sort)) state.sort = sort;
  const page = Number(params.get('cur_page') ?? Number.NaN);
  if (Number.isInteger(page) && page >= 1 && page <= MAX_PAGE) state.page = page;
  return state;
}

/** Writes a listing's query string, '?…' or '' when there is nothing to say. Page 1 is left out. */
export function buildListingSearch(state: ListingState): string {
  const parts: string[] = [];
  if (state.q) parts.push(`q=${encodeURIComponent(state.q)}`);
  for (const [code, values] of Object.entries(state.filter)) {
    for (const value of values)
      parts.push(`filter[${encodeURIComponent(code)}]=${encodeURIComponent(value)}`);
  }
  if (state.sort) parts.push(`sort=${state.sort}`);
  if (state.page > 1) parts.push(`cur_page=${state.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function isFilterActive(state: ListingState, code: string, value: string): boolean {
  return state.filter[code]?.includes(value) ?? false;
}

/** Turns one filter value on or off; any change of filters goes back to page 1. */
export function toggleFilter(state: ListingState, code: string, value: string): ListingState {
  const current = state.filter[code] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filter = { ...state.filter, [code]: next };
  if (!next.length) delete filter[code];
  return { ...state, filter, page: 1 };
}

export function removeFilter(state: ListingState, code: string, value: string): ListingState {
  return isFilterActive(state, code, value) ? toggleFilter(state, code, value) : state;
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, filter: {}, page: 1 };
}

export function withSort(state: ListingState, sort: string): ListingState {
  const next: ListingState = { ...state, page: 1 };
  if (isSortValue(sort) && sort !== 'relevance') next.sort = sort;
  else delete next.sort;
  return next;
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** Every active filter value, in URL order, for the chips. */
export function activeFilters(state: ListingState): { code: string; value: string }[] {
  return Object.entries(state.filter).flatMap(([code, values]) => values.map((value) => ({ code, value })));
}

/** The catalog query for a listing state (the page's own base filter is added by the server). */
export function toListingQuery(state: ListingState, pageSize?: number): ListingQuery {
  const query: ListingQuery = { filter: state.filter, cur_page: state.page };
  if (state.q) query.q = state.q;
  if (state.sort) query.sort = state.sort;
  if (pageSize) query.page_size = pageSize;
  return query;
}
