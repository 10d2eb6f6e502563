import { describe, expect, it } from 'vitest';
import { addStaff, signInStaff } from '../modules/staff/test-support.ts';
import { hasWebBuild, usePagesApp, useTestApp } from '../test/helper.ts';

/** The console's Sponsored page (issue 26), rendered on the server: the placements for a merchandiser, refused to support. */

const t = useTestApp();

describe.skipIf(!hasWebBuild)('console sponsored page, server-rendered (needs npm run build)', () => {
  const pages = usePagesApp(t);
  const page = (cookie: string) =>
    pages.app.inject({ method: 'GET', url: '/admin/sponsored', headers: { cookie } });

  it('renders the placements and results tables and the New placement button for a merchandiser, and refuses support', async () => {
    const { cookie } = await signInStaff(pages.app, await addStaff(t.db, 'merchandiser'));
    const html = await page(cookie);
    expect(html.statusCode).toBe(200);
    for (const text of ['Sponsored placements', 'New placement', 'No product is placed yet.', 'Impressions'])
      expect(html.body).toContain(text);
    const support = await signInStaff(pages.app, await addStaff(t.db, 'support'));
    expect((await page(support.cookie)).statusCode).toBe(403);
  });
});
