import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { startServer } from './server.ts';

/**
 * Issue 25, the catalog import's figure: a 20,000-row CSV (every product of the store, the rest copies under new
 * skus) through POST /api/admin/catalog/imports as the console sends it, timed from the upload until the import's
 * row says done. Target: under a minute on PostgreSQL.
 *
 *   npm run csv-import -w @pantry/bench [-- --rows 20000 --seed 2000]
 */

const { values: args } = parseArgs({
  options: { rows: { type: 'string' }, seed: { type: 'string' }, database: { type: 'string' } },
});
const rows = Number(args.rows ?? 20_000);
const seed = Number(args.seed ?? 2_000);
const token = 'bench-csv-import-token';
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database each run, so the new skus are new. */
async function freshDatabase(): Promise<string> {
  const name = args.database ?? 'pantry_bench_csv_import';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--database is a plain lower-case name, not ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(base: string, path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`${base}/api/admin${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** The exported catalog as it is, then copies of its rows under new skus, up to `rows` rows. */
function bigCsv(exported: string): string {
  const products = parse(exported, { columns: true }) as Record<string, string>[];
  const out = products.slice(0, rows);
  for (let i = 0; out.length < rows; i += 1) {
    const copy = products[i % products.length]!;
    out.push({ ...copy, sku: `BENCH-${String(i).padStart(6, '0')}`, title: `${copy.title} ${i}` });
  }
  return stringify(out, { header: true });
}

async function main() {
  const databaseUrl = await freshDatabase();
  console.log(`Starting the server on ${databaseUrl} (seeding ${seed} products)…`);
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    SEED_PRODUCTS: String(seed),
    ADMIN_TOKEN: token,
    RATE_LIMITS: 'false',
  });
  try {
    const exported = await (await admin(server.baseUrl, '/catalog/export.csv')).text();
    const csv = bigCsv(exported);
    console.log(`CSV: ${rows} rows, ${(Buffer.byteLength(csv) / 1e6).toFixed(1)} MB`);
    const started = performance.now();
    const dry = await (
      await admin(server.baseUrl, '/catalog/imports', {
        method: 'POST',
        body: JSON.stringify({ csv, dry_run: true }),
      })
    ).json();
    const dryMs = performance.now() - started;
    const realStart = performance.now();
    const job = await (
      await admin(server.baseUrl, '/catalog/imports', {
        method: 'POST',
        body: JSON.stringify({ csv, dry_run: false }),
      })
    ).json();
    let report = job;
    while (report.state === 'running') {
      await new Promise((done) => setTimeout(done, 250));
      report = await (await admin(server.baseUrl, `/catalog/imports/${job.id}`)).json();
    }
    const seconds = (performance.now() - realStart) / 1000;
    console.log(
      `dry run: ${(dryMs / 1000).toFixed(1)} s, ${dry.valid_rows} valid, ${dry.errors.length} errors`,
    );
    console.log(
      `| PostgreSQL | ${rows} rows (${report.created} new, ${report.updated} changed) | ${report.state} | ${seconds.toFixed(1)} s | target < 60 s |`,
    );
    if (report.state !== 'done') throw new Error(`import ${report.state}: ${report.failure}`);
  } finally {
    await server.stop();
  }
}

await main();
