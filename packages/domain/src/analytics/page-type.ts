/**
 * Analytics page types (spec storefront §2: 'derived from the first path segment').
 */

export type PageType =
  | 'attribute'
  | 'myaisle'
  | 'deals'
  | 'category'
  | 'search'
  | 'buyitagain'
  | 'product'
  | 'list'
  | 'home'
  | 'other';

const ATTRIBUTE_SEGMENTS = new Set(['brand', 'diets', 'certifications', 'concerns', 'ingredients', 'social']);

const BY_FIRST_SEGMENT: Readonly<Record<string, PageType>> = {
  c: 'category',
  deals: 'deals',
  search: 'search',
  myaisle: 'myaisle',
  p: 'product',
  l: 'list',
  list: 'list',
};

/** Path segments, lower-cased, without query, hash or empty parts. */
function segments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.toLowerCase());
}

/** §2: 'paths containing /l/ are list pages'; otherwise the first segment decides. */
export function pageTypeFromPath(pathname: string): PageType {
  const parts = segments(pathname);
  if (parts.includes('l')) return 'list';
  const [first, second] = parts;
  if (first === undefined) return 'home';
  if (ATTRIBUTE_SEGMENTS.has(first)) return 'attribute';
  if (first === 'account') return second === 'purchased' ? 'buyitagain' : 'other';
  return BY_FIRST_SEGMENT[first] ?? 'other';
}
