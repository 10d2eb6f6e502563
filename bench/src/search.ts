import { load } from './load.ts';

/**
 * Issue 12 §3: search at 100,000 products, cache off. One connection asks a mix of exact, misspelled, prefix
 * and brand-plus-product searches one after another (p50 and p95: what one shopper waits), then 50
 * connections drive a misspelled search (req/s: what the store serves). Target: p95 ≤ 25 ms on PostgreSQL.
 */

/** The mix: words of the demo catalog as shoppers type them, and nonsense that must find nothing. */
export const SEARCH_MIX = [
  'organic peanut butter',
  'almond milk',
  'sparkling water',
  'graepfruit',
  'chikpeas',
  'almnd milk',
  'pistahcio',
  'reisling',
  'organc peanut buter',
  'sunny peanut',
  'pistach',
  'zzqxv',
];

export const LOADED_SEARCH = 'organc peanut buter';

const WARM_UP = 24;
const MEASURED = 240;

export type SearchFigures = {
  p50: number;
  p95: number;
  max: number;
  reqPerSec: number;
  p99: number;
  errors: number;
};

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function timedSearch(base: string, q: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/search?q=${encodeURIComponent(q)}`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`search "${q}" answered ${res.status}`);
  return performance.now() - started;
}

export async function benchSearch(base: string): Promise<SearchFigures> {
  for (let i = 0; i < WARM_UP; i++) await timedSearch(base, SEARCH_MIX[i % SEARCH_MIX.length] ?? '');
  const times: number[] = [];
  for (let i = 0; i < MEASURED; i++)
    times.push(await timedSearch(base, SEARCH_MIX[i % SEARCH_MIX.length] ?? ''));
  times.sort((a, b) => a - b);
  const loaded = await load(`${base}/api/v1/search?q=${encodeURIComponent(LOADED_SEARCH)}`);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: percentile(times, 100),
    reqPerSec: loaded.reqPerSec,
    p99: loaded.p99,
    errors: loaded.errors + loaded.non2xx,
  };
}

export function searchTable(rows: { database: string; products: number; figures: SearchFigures }[]): string {
  const lines = [
    `| database | products | 1 connection: search mix p50 ms | p95 ms | max ms | 50 connections: "${LOADED_SEARCH}" req/s | p99 ms | errors |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { database, products, figures: f } of rows) {
    lines.push(
      `| ${database} | ${products} | ${f.p50} | ${f.p95} | ${f.max} | ${Math.round(f.reqPerSec)} | ${f.p99} | ${f.errors} |`,
    );
  }
  return lines.join('\n');
}
