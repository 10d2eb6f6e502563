import pg from 'pg';
import { startServer } from './server.ts';

/**
 * Issue 25: the console's order search at 100,000 orders on PostgreSQL (`npm run bench -- --target order-search`).
 * The orders are made cheaply in SQL with generate_series (2,000 shoppers, placed over two years, every status),
 * straight into a bench database of their own, then the real server answers GET /api/admin/orders as the
 * ADMIN_TOKEN service account: each filter shape 300 times, one request at a time, and the figure is its p95.
 */

export const SEARCH_ORDERS = 100_000;
const SHOPPERS = 2_000;
const REQUESTS = 300;
const TOKEN = 'bench-admin-token';

async function benchDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Makes the shoppers and orders once (a second run finds them). */
async function seedOrders(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from orders');
    if ((rows[0]?.n ?? 0) >= SEARCH_ORDERS) return;
    const started = performance.now();
    await db.query(`INSERT INTO accounts (email, firstname, lastname)
      SELECT 'bench.orders.' || g || '@example.com', 'Bench', 'Shopper ' || g FROM generate_series(1, ${SHOPPERS}) g
      ON CONFLICT DO NOTHING`);
    await db.query(`INSERT INTO orders (increment_id, account_id, idempotency_key, status, subtotal_cents,
                                        grand_total_cents, placed_at, updated_at)
      SELECT nextval('order_increment_seq')::text, a.id, 'bench-order-' || g,
             (ARRAY['processing','scheduled','shipped','in_transit','delivered','closed','canceled'])[1 + g % 7],
             1000 + g % 9000, 1200 + g % 9000,
             now() - (g * interval '631 seconds'), now() - (g * interval '631 seconds')
        FROM generate_series(1, ${SEARCH_ORDERS}) g
        JOIN accounts a ON a.email = 'bench.orders.' || (1 + g % ${SHOPPERS}) || '@example.com'`);
    await db.query('ANALYZE accounts; ANALYZE orders;');
    console.log(
      `order-search: ${SEARCH_ORDERS} orders made in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    await db.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeSearch(base: string, query: string): Promise<{ p50: number; p95: number; found: number }> {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < REQUESTS + 20; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/admin/orders?${query}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const body = (await res.json()) as { orders?: unknown[] };
    if (res.status !== 200) throw new Error(`order search ${query} answered ${res.status}`);
    // The first 20 warm the server and the database's cache.
    if (i >= 20) times.push(performance.now() - started);
    found = body.orders?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), found };
}

export async function benchOrderSearch(
  adminUrl: string,
  databaseName = 'pantry_bench_orders',
): Promise<string> {
  const databaseUrl = await benchDatabase(adminUrl, databaseName);
  // The server migrates the database and seeds a small catalog on its first start.
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    ADMIN_TOKEN: TOKEN,
    SEED_PRODUCTS: '200',
    RATE_LIMITS: 'false',
  });
  try {
    await seedOrders(databaseUrl);
    const base = server.baseUrl;
    const sample = (
      (await await fetch(`${base}/api/admin/orders?status=shipped&limit=1`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      }).then((res) => res.json())) as { orders: { increment_id: string; email: string; id: number }[] }
    ).orders[0];
    if (!sample) throw new Error('no shipped orders to search for');
    const shapes: [string, string][] = [
      ['newest 50, no filter', ''],
      ['by number', `number=${sample.increment_id}`],
      ['by e-mail (50 orders a shopper)', `email=${encodeURIComponent(sample.email)}`],
      ['by status', 'status=shipped'],
      ['by date range (a week, a month ago)', `from=${day(-37)}&to=${day(-30)}`],
      ['by status and date range', `status=delivered&from=${day(-400)}&to=${day(-300)}`],
      // The bench's orders are numbered newest first (ids grow with age), so 50,000 ids on is 50,000 orders deep.
      ['a page 50,000 orders deep', `before=${sample.id + 50_000}`],
      ['a rare status, old dates (index scan that finds few)', `status=canceled&to=${day(-700)}`],
    ];
    const lines = [
      `| search at ${SEARCH_ORDERS.toLocaleString('en-US')} orders (PostgreSQL) | found | p50 ms | p95 ms |`,
      '| --- | --- | --- | --- |',
    ];
    for (const [name, query] of shapes) {
      const figure = await timeSearch(base, query);
      lines.push(`| ${name} | ${figure.found} | ${figure.p50.toFixed(1)} | ${figure.p95.toFixed(1)} |`);
      console.log(lines.at(-1));
    }
    return lines.join('\n');
  } finally {
    await server.stop();
  }
}

/** 'YYYY-MM-DD', `days` from today (negative: ago). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
