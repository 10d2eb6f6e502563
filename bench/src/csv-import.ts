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
function bigCsv(exported: string): Record<string, string>[] {
  const products = parse(exported, { columns: true }) as Record<string, string>[];
  const out = products.slice(0, rows);
  for (let i = 0; out.length < rows; i += 1) {
    const copy = products[i % products.length]!;
    out.push({ ...copy, sku: `BENCH-${String(i).padStart(6, '0')}`, title: `${copy.title} ${i}` });
  }
  return out;
}

/** The same rows, every price a cent up (the MSRP with it where it would fall below): every row changes. */
function repriced(records: Record<string, string>[]): Record<string, string>[] {
  return records.map((row) => {
    const price = Number(row.price) + 0.01;
    return { ...row, price: price.toFixed(2), msrp: Math.max(Number(row.msrp), price).toFixed(2) };
  });
}

/** Uploads `csv` as a real import and polls until it ends; answers the report and the seconds it took. */
async function timedImport(base: string, csv: string) {
  const started = performance.now();
  const job = await (
    await admin(base, '/catalog/imports', { method: 'POST', body: JSON.stringify({ csv, dry_run: false }) })
  ).json();
  let report = job;
  while (report.state === 'running') {
    await new Promise((done) => setTimeout(done, 250));
    report = await (await admin(base, `/catalog/imports/${job.id}`)).json();
  }
  if (report.state !== 'done') throw new Error(`import ${report.state}: ${report.failure}`);
  return { report, seconds: (performance.now() - started) / 1000 };
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
    const records = bigCsv(exported);
    const csv = stringify(records, { header: true });
    console.log(`CSV: ${rows} rows, ${(Buffer.byteLength(csv) / 1e6).toFixed(1)} MB`);
    const started = performance.now();
    const dry = await (
      await admin(server.baseUrl, '/catalog/imports', {
        method: 'POST',
        body: JSON.stringify({ csv, dry_run: true }),
      })
    ).json();
    console.log(`dry run: ${((performance.now() - started) / 1000).toFixed(1)} s, ${dry.valid_rows} valid`);
    const line = (label: string, run: Awaited<ReturnType<typeof timedImport>>) =>
      `| PostgreSQL | ${label} (${run.report.created} new, ${run.report.updated} changed) | ${run.seconds.toFixed(1)} s | target < 60 s |`;
    console.log(line(`${rows} rows`, await timedImport(server.baseUrl, csv)));
    const again = await timedImport(server.baseUrl, stringify(repriced(records), { header: true }));
    console.log(line(`${rows} rows repriced`, again));
  } finally {
    await server.stop();
  }
}

await main();
