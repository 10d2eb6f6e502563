import { type LoadResult, load } from './load.ts';

/**
 * Issue 12, "render once, serve many": the server-rendered /c/food against the JSON listing behind it
 * (GET /api/v1/category/url/food, what its loader reads in process), measured back to back in one run at the
 * bench's 50 connections, without Accept-Encoding on either side. Target on PostgreSQL: ratio ≥ 0.5, page p99 < 50 ms.
 */

export type SsrRatio = { page: LoadResult; json: LoadResult; ratio: number; line: string };

export const SSR_PAGE = '/c/food';
export const SSR_JSON = '/api/v1/category/url/food';

export async function benchSsrRatio(base: string): Promise<SsrRatio> {
  // One visit each first, so both are measured warm (the page kept in the page cache, the listing in the read cache).
  for (const path of [SSR_PAGE, SSR_JSON]) {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  }
  const json = await load(`${base}${SSR_JSON}`);
  const page = await load(`${base}${SSR_PAGE}`);
  const ratio = page.reqPerSec / Math.max(1, json.reqPerSec);
  const line =
    `server-rendered ${SSR_PAGE}: ${Math.round(page.reqPerSec)} req/s (p99 ${page.p99} ms) against ` +
    `${Math.round(json.reqPerSec)} req/s (p99 ${json.p99} ms) for the JSON listing: ratio ${ratio.toFixed(2)} ` +
    '(target ≥ 0.5 with p99 < 50 ms)';
  return { page, json, ratio, line };
}
