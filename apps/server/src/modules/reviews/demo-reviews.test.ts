import { sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { ensureDemoAccounts } from '../../seed/demo-accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { ensureDemoOrders } from '../orders/index.ts';
import { ensureDemoReviews } from './index.ts';

const t = useTestApp();

describe('demo reviews (issue 13: the demo data has reviews on popular products)', () => {
  it('has each demo shopper with orders review their best-selling purchases, approved but the newest, once', async () => {
    await ensureDemoAccounts(t.app);
    await ensureDemoOrders(t.app);
    const written = await ensureDemoReviews(t.db, t.app.reviews);
    expect(written).toBeGreaterThanOrEqual(6);
    const rows = await queryRows<{ email: string; approved: number; pending: number; events: number }>(
      t.db,
      sql`SELECT a.email, count(*) FILTER (WHERE r.status = 'approved')::int AS approved,
                 count(*) FILTER (WHERE r.status = 'pending')::int AS pending,
                 (SELECT count(*)::int FROM events e WHERE e.type = 'review.approved'
                     AND (e.payload->>'account_id')::int = a.id) AS events
            FROM reviews r JOIN accounts a ON a.id = r.account_id GROUP BY a.id, a.email ORDER BY a.email`,
    );
    expect(rows.map((row) => row.email)).toContain('member@pantry.test');
    for (const row of rows) {
      expect(row.pending).toBe(1);
      expect(row.events).toBe(row.approved);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/${(await queryRows<{ id: number }>(t.db, sql`SELECT product_id AS id FROM reviews WHERE status = 'approved' LIMIT 1`))[0]!.id}/reviews`,
    });
    expect(page.json().count).toBeGreaterThanOrEqual(1);
    expect(await ensureDemoReviews(t.db, t.app.reviews)).toBe(0);
  });
});
