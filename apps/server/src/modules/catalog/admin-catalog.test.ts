import { sql } from '@pantry/db';
import { CATALOG_CSV_COLUMNS, type CatalogImport, staffMessages } from '@pantry/domain';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { useSmtpSink } from '../../test/smtp-sink.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';

/**
 * Issue 25, the console's Catalog area: edits audited with before and after, each role held to its permission, the
 * storefront never served a product older than its edit, and the CSV import's dry run, report and idempotence.
 */

const sink = useSmtpSink();
// The read cache is on here (tests usually turn it off): an edit must empty it.
const t = useTestApp(() => ({ smtpUrl: sink.url, catalogCacheSeconds: 60 }));
const given = useGiven(t);

async function staffCookie(role: 'owner' | 'merchandiser' | 'support' | 'warehouse') {
  const member = await addStaff(t.db, role);
  return { cookie: (await signInStaff(t.app, member)).cookie, member };
}

function call(cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

async function waitForImport(cookie: string, id: number): Promise<CatalogImport> {
  for (let i = 0; i < 200; i += 1) {
    const report = (await call(cookie, 'GET', `/catalog/imports/${id}`)).json() as CatalogImport;
    if (report.state !== 'running') return report;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not finish');
}

const csvOf = (rows: Record<string, string>[]) =>
  stringify(rows, { header: true, columns: [...CATALOG_CSV_COLUMNS] });

async function someBrandAndCategory() {
  const [row] = await queryRows<{ brand: string; category: string }>(
    t.db,
    sql`SELECT b.url_key AS brand, c.url_key AS category FROM products p JOIN brands b ON b.id = p.brand_id
          JOIN categories c ON c.id = p.category_id ORDER BY p.id LIMIT 1`,
  );
  return row!;
}

function csvRow(sku: string, keys: { brand: string; category: string }, price = '3.49') {
  return {
    sku,
    title: `Imported Oat Bar ${sku}`,
    brand: keys.brand,
    category: keys.category,
    price,
    msrp: '4.99',
    map_price: '',
    map_enabled: 'no',
    autoship_price: '',
    min_qty: '',
    max_qty: '',
    is_available: 'yes',
    short_description: 'A chewy oat bar.',
    description: '',
  };
}

describe('the console’s product list and edit form', () => {
  it('finds products by title or sku, 25 to a page, for a support agent too', async () => {
    const item = await given.product();
    const { cookie } = await staffCookie('support');
    const found = await call(cookie, 'GET', `/catalog/products?q=${encodeURIComponent(item.sku)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().products.map((p: { id: number }) => p.id)).toContain(item.id);
    const all = (await call(cookie, 'GET', '/catalog/products')).json();
    expect(all.products).toHaveLength(25);
    expect(all.total).toBeGreaterThan(25);
    const form = await call(cookie, 'GET', `/catalog/products/${item.id}`);
    expect(form.json()).toMatchObject({ id: item.id, sku: item.sku, price: item.priceCents / 100 });
  });

  it('saves a merchandiser’s edit with its audit entry, and the storefront shows it at once', async () => {
    const item = await given.product();
    const { cookie, member } = await staffCookie('merchandiser');
    const form = (await call(cookie, 'GET', `/catalog/products/${item.id}`)).json();
    const urlKey = form.url_key as string;
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/products/url/${urlKey}` });
    expect(shown.statusCode).toBe(200); // now in the read cache

    const {
      id: _id,
      sku: _sku,
      url_key: _u,
      brand: _b,
      category: _c,
      stock_qty: _s,
      badge_choices,
      ...edit
    } = form;
    const newPrice = Math.round(form.price * 100 - 7) / 100;
    const saved = await call(cookie, 'PATCH', `/catalog/products/${item.id}`, {
      ...edit,
      price: newPrice,
      msrp: Math.max(form.msrp, newPrice),
      badges: [badge_choices[0]],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ price: newPrice, badges: [badge_choices[0]] });

    const [entry] = await queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
      t.db,
      sql`SELECT action, actor_id, before, after FROM audit_log WHERE subject_type = 'product'
            AND subject_id = ${String(item.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ action: 'product.update', actor_id: member.id });
    expect(entry!.before).toMatchObject({ sku: item.sku, price: form.price });
    expect(entry!.after).toMatchObject({ sku: item.sku, price: newPrice });

    const after = await t.app.inject({ method: 'GET', url: `/api/v1/products/url/${urlKey}` });
    expect(JSON.stringify(after.json())).toContain(String(newPrice));
  });

  it('refuses an edit that breaks a rule, with the rule’s words', async () => {
    const item = await given.product();
    const { cookie } = await staffCookie('merchandiser');
    const {
      id: _i,
      sku: _s,
      url_key: _u,
      brand: _b,
      category: _c,
      stock_qty: _q,
      badge_choices: _bc,
      ...edit
    } = (await call(cookie, 'GET', `/catalog/products/${item.id}`)).json();
    const refused = await call(cookie, 'PATCH', `/catalog/products/${item.id}`, {
      ...edit,
      msrp: edit.price / 2,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toBe('The MSRP cannot be below the price.');
  });

  it('lets no support agent or warehouse user edit a product, and the warehouse set stock but not prices', async () => {
    const item = await given.product();
    const form = (
      await call((await staffCookie('owner')).cookie, 'GET', `/catalog/products/${item.id}`)
    ).json();
    for (const role of ['support', 'warehouse'] as const) {
      const { cookie } = await staffCookie(role);
      const refused = await call(cookie, 'PATCH', `/catalog/products/${item.id}`, { ...form, price: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toBe(staffMessages.roleRefused);
      const imported = await call(cookie, 'POST', '/catalog/imports', { csv: 'sku\n1', dry_run: true });
      expect(imported.statusCode).toBe(403);
    }
    const support = await staffCookie('support');
    expect((await call(support.cookie, 'POST', `/products/${item.id}/stock`, { qty: 3 })).statusCode).toBe(
      403,
    );
    const warehouse = await staffCookie('warehouse');
    const counted = await call(warehouse.cookie, 'POST', `/products/${item.id}/stock`, { qty: 3 });
    expect(counted.json()).toMatchObject({ stock_qty: 3 });
  });
});

describe('restocking from the console', () => {
  it('e-mails a shopper’s back-in-stock reminder when the warehouse sets stock above 0', async () => {
    const item = await given.product({ stock: 0 });
    const shopper = await given.shopper({ state: null });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/reminders',
      headers: { cookie: shopper.cookie },
      payload: { product: item.id },
    });
    expect(set.statusCode).toBe(200);
    const { cookie } = await staffCookie('warehouse');
    expect((await call(cookie, 'POST', `/products/${item.id}/stock`, { qty: 9 })).statusCode).toBe(200);
    await t.app.events.drain();
    expect(sink.messages.filter((m) => m.subject === `Back in stock: ${item.title}`)).toHaveLength(1);
  });
});

describe('the catalog CSV', () => {
  it('exports every product with the import’s columns', async () => {
    const { cookie } = await staffCookie('support');
    const exported = await call(cookie, 'GET', '/catalog/export.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.body.split('\n')[0]).toBe(CATALOG_CSV_COLUMNS.join(','));
  });

  it('reports a dry run’s bad rows by row and column, and writes nothing', async () => {
    const keys = await someBrandAndCategory();
    const { cookie } = await staffCookie('merchandiser');
    const csv = csvOf([
      csvRow('DRY-1', keys),
      csvRow('DRY-2', keys, 'free'),
      { ...csvRow('DRY-3', keys), brand: 'nope' },
    ]);
    const dry = await call(cookie, 'POST', '/catalog/imports', { csv, dry_run: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      state: 'checked',
      dry_run: true,
      total_rows: 3,
      valid_rows: 1,
      errors: [
        { row: 3, column: 'price', message: "'free' is not a price, e.g. 4.99." },
        { row: 4, column: 'brand', message: "No brand 'nope'." },
      ],
    });
    const written = await queryRows(t.db, sql`SELECT 1 FROM products WHERE sku LIKE 'DRY-%'`);
    expect(written).toHaveLength(0);
  });

  it('refuses a file without the columns, whole', async () => {
    const { cookie } = await staffCookie('merchandiser');
    const refused = await call(cookie, 'POST', '/catalog/imports', {
      csv: 'sku,title\nA,B\n',
      dry_run: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatch(/missing: brand, category, price/);
  });

  it('imports the valid rows by sku, audited, and a second import of the same file changes nothing', async () => {
    const keys = await someBrandAndCategory();
    const { cookie } = await staffCookie('merchandiser');
    const existing = await given.product();
    const form = (await call(cookie, 'GET', `/catalog/products/${existing.id}`)).json();
    const rows = [
      csvRow('IMP-1', keys),
      csvRow('IMP-2', keys),
      { ...csvRow(existing.sku, keys, '2.25'), title: form.title },
      csvRow('IMP-3', keys, '-1'),
    ];
    const started = await call(cookie, 'POST', '/catalog/imports', { csv: csvOf(rows), dry_run: false });
    expect(started.statusCode).toBe(200);
    const done = await waitForImport(cookie, started.json().id);
    expect(done).toMatchObject({
      state: 'done',
      total_rows: 4,
      valid_rows: 3,
      done_rows: 3,
      created: 2,
      updated: 1,
    });
    expect(done.errors).toEqual([{ row: 5, column: 'price', message: "'-1' is not a price, e.g. 4.99." }]);

    const stored = await queryRows<{ sku: string; price_cents: number; effective_price_cents: number }>(
      t.db,
      sql`SELECT sku, price_cents, effective_price_cents FROM products
           WHERE sku IN ('IMP-1', 'IMP-2', ${existing.sku}) ORDER BY sku`,
    );
    expect(stored.map((row) => row.price_cents).sort()).toEqual([225, 349, 349]);
    const [audit] = await queryRows<{ after: { products: unknown[] } }>(
      t.db,
      sql`SELECT after FROM audit_log WHERE action = 'product.import' AND subject_id = ${String(done.id)}`,
    );
    expect(audit!.after.products).toHaveLength(3);

    const again = await call(cookie, 'POST', '/catalog/imports', { csv: csvOf(rows), dry_run: false });
    const second = await waitForImport(cookie, again.json().id);
    expect(second).toMatchObject({ state: 'done', created: 0, updated: 0, done_rows: 3 });
    const count = await queryRows(t.db, sql`SELECT 1 FROM products WHERE sku LIKE 'IMP-%'`);
    expect(count).toHaveLength(2);
  });
});
