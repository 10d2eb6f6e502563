import { describe, expect, it } from 'vitest';
import { addStaff, signInStaff } from '../modules/staff/test-support.ts';
import { useGiven } from '../test/given.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/**
 * The console's Tasks pages and the bulk price form (issue 25, Long work), rendered on the server: the task list
 * and one task with its progress bar in the HTML, the price form for catalog.write only, another's task a 404.
 */

const t = useTestApp();
const given = useGiven(t);

describe.skipIf(!hasWebBuild)('console task pages, server-rendered (needs npm run build)', () => {
  const pages = usePagesApp(t);
  const page = (url: string, cookie = '') => pages.app.inject({ method: 'GET', url, headers: { cookie } });

  it('renders the tasks, one task’s progress and the price form for a merchandiser, and guards them', async () => {
    const item = await given.product();
    const { cookie } = await signInStaff(pages.app, await addStaff(t.db, 'merchandiser'));
    const prices = await page(`/admin/catalog/prices?q=${encodeURIComponent(item.sku)}`, cookie);
    expect(prices.statusCode).toBe(200);
    expect(prices.body).toContain('All 1 product matching');
    expect(prices.body).toContain('Change 1 price');

    const started = await pages.app.inject({
      method: 'POST',
      url: '/api/admin/tasks',
      headers: { cookie },
      payload: {
        kind: 'price_change',
        products: { product_ids: [item.id] },
        change: { type: 'percent', percent: 5 },
      },
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json() as { id: number };
    const list = await page('/admin/tasks', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Prices +5% on 1 product');
    expect(list.body).toContain('<progress');
    const one = await page(`/admin/tasks/${id}`, cookie);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Waiting to start');
    expect(one.body).toContain('Cancel the task');

    const other = await signInStaff(pages.app, await addStaff(t.db, 'merchandiser'));
    expect((await page(`/admin/tasks/${id}`, other.cookie)).statusCode).toBe(404);
    const warehouse = await signInStaff(pages.app, await addStaff(t.db, 'warehouse'));
    expect((await page('/admin/catalog/prices?q=oats', warehouse.cookie)).statusCode).toBe(403);
    expect((await page('/admin/tasks', warehouse.cookie)).statusCode).toBe(200);
    expect((await page('/admin/tasks')).statusCode).toBe(302);
  });
});
