import { describe, expect, it } from 'vitest';
import { addStaff, signInStaff } from '../modules/staff/test-support.ts';
import { useGiven } from '../test/given.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * The console's Catalog pages (issue 25), rendered on the server: the search's products in the HTML, a product's
 * edit form with Save for a merchandiser and read-only with the stock form for the warehouse, and the import page
 * only for catalog.write.
 */

const t = useTestApp();
const given = useGiven(t);

describe.skipIf(!hasWebBuild)('console catalog pages, server-rendered (needs npm run build)', () => {
  const pages = usePagesApp(t);
  const page = (url: string, cookie: string) => pages.app.inject({ method: 'GET', url, headers: { cookie } });

  it('renders the search, the edit form and the import page for a merchandiser', async () => {
    const item = await given.product();
    const { cookie } = await signInStaff(pages.app, await addStaff(t.db, 'merchandiser'));
    const list = await page(`/admin/catalog?q=${encodeURIComponent(item.sku)}`, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/admin/catalog/${item.id}"`);
    const form = await page(`/admin/catalog/${item.id}`, cookie);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Save product');
    expect(form.body).toContain('Units on hand');
    const imports = await page('/admin/catalog/import', cookie);
    expect(imports.statusCode).toBe(200);
    expect(imports.body).toContain('Check the file (dry run)');
    expect((await page('/admin/catalog/999999999', cookie)).statusCode).toBe(404);
  });

  it('shows the warehouse the stock form and a read-only product, and refuses it the import page', async () => {
    const item = await given.product();
    const { cookie } = await signInStaff(pages.app, await addStaff(t.db, 'warehouse'));
    const form = await page(`/admin/catalog/${item.id}`, cookie);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Units on hand');
    expect(form.body).not.toContain('Save product');
    expect(form.body).toContain('Your role can read this product but not change it.');
    const refused = await page('/admin/catalog/import', cookie);
    expect(refused.statusCode).toBe(403);
  });
});
