/**
 * Promo query keys read from a landing URL (spec storefront §5: 'Promo query keys kept: gwp_id, gwp_preview, ccode,
 * ccforce; empty values stripped. A promo code is trimmed before sending.').
 */

export const PROMO_PARAM_KEYS = ['gwp_id', 'gwp_preview', 'ccode', 'ccforce'] as const;
export type PromoParamKey = (typeof PROMO_PARAM_KEYS)[number];
export type PromoParams = Partial<Record<PromoParamKey, string>>;

type Search = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function queryPart(url: string): string {
  const start = url.indexOf('?');
  const query = start >= 0 ? url.slice(start + 1) : url;
  const hash = query.indexOf('#');
  return hash >= 0 ? query.slice(0, hash) : query;
}

function valuesOf(search: Search, key: string): string[] {
  if (typeof search === 'string') return new URLSearchParams(queryPart(search)).getAll(key);
  if (search instanceof URLSearchParams) return search.getAll(key);
  const value = search[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * Keeps only the four promo keys, each value trimmed, the empty ones dropped. Accepts a URL or query string,
 * URLSearchParams or a plain record; a repeated key keeps its first non-empty value.
 */
export function promoParams(search: Search): PromoParams {
  const kept: PromoParams = {};
  for (const key of PROMO_PARAM_KEYS) {
    const value = valuesOf(search, key)
      .map((v) => v.trim())
      .find((v) => v !== '');
    if (value !== undefined) kept[key] = value;
  }
  return kept;
}
