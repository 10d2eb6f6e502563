/**
 * Issue 24: the recommender's hit rate at 10 against the "most popular" baseline (each demo shopper's last order
 * hidden, POST /api/bench/recommender), and the p95 of GET /api/v1/account/recommended (the page's API call) for a
 * shopper with 200 orders (goal ≤ 30 ms on PostgreSQL), timed one request at a time after a warm-up.
 */

/** The demo shoppers with orders (README: Demo accounts). */
const DEMO_SHOPPERS = [
  'member@pantry.test',
  'monthly@pantry.test',
  'employee@pantry.test',
  'canceled@pantry.test',
  'trial@pantry.test',
];
const HISTORY_ORDERS = 200;
const WARMUP = 30;
const TIMED = 300;

export type RecommendFigures = {
  shoppers: number;
  hitRate: number;
  baselineHitRate: number;
  recall: number;
  baselineRecall: number;
  p50: number;
  p95: number;
};

async function post<T>(url: string, body: unknown, cookie?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A new shopper, signed in, given 200 orders copied from the demo member's; answers the session cookie. */
async function shopperWithHistory(base: string): Promise<string> {
  const email = `bench.recommend.${Date.now()}@example.com`;
  const res = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 1', firstname: 'Bench', lastname: 'Mark' }),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { written } = await post<{ written: number }>(`${base}/api/bench/order-history`, {
    from: 'member@pantry.test',
    to: email,
    orders: HISTORY_ORDERS,
  });
  if (Number(written) !== HISTORY_ORDERS)
    throw new Error(`the bench shopper got ${written} orders, not ${HISTORY_ORDERS}`);
  return cookie;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function benchRecommend(base: string): Promise<RecommendFigures> {
  const measured = await post<{
    shoppers: number;
    hit_rate: number;
    baseline_hit_rate: number;
    recall: number;
    baseline_recall: number;
  }>(`${base}/api/bench/recommender`, { emails: DEMO_SHOPPERS, k: 10 });
  const cookie = await shopperWithHistory(base);
  const url = `${base}/api/v1/account/recommended`;
  const times: number[] = [];
  for (let i = 0; i < WARMUP + TIMED; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    shoppers: measured.shoppers,
    hitRate: measured.hit_rate,
    baselineHitRate: measured.baseline_hit_rate,
    recall: measured.recall,
    baselineRecall: measured.baseline_recall,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
  };
}

export function recommendTable(rows: { database: string; figures: RecommendFigures }[]): string {
  const percent = (x: number) => `${(100 * x).toFixed(0)}%`;
  const lines = [
    `| database | demo shoppers | hit rate at 10 | most popular | recall at 10 | most popular recall | /account/recommended (${HISTORY_ORDERS} orders) p50 ms | p95 ms |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { database, figures: f } of rows) {
    lines.push(
      `| ${database} | ${f.shoppers} | ${percent(f.hitRate)} | ${percent(f.baselineHitRate)} | ${percent(f.recall)} | ${percent(f.baselineRecall)} | ${f.p50} | ${f.p95} |`,
    );
  }
  return lines.join('\n');
}
