import { accounts, autoshipSchedules, type Database, eq, inArray, sql } from '@pantry/db';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../lib/sql.ts';

/**
 * Demo autoship (issue 14: 'The demo data has members with active, paused and failed schedules'): three demo
 * members subscribe through the autoship service; one pauses, one's last charge was declined.
 */
const DEMO_AUTOSHIP = [
  { email: 'member@pantry.test', state: 'active' },
  { email: 'monthly@pantry.test', state: 'paused' },
  { email: 'employee@pantry.test', state: 'failed' },
] as const;

/** Simple grocery products with autoship on and plenty of stock, a few per member. */
async function demoProducts(db: Database): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM products
         WHERE autoship_enabled AND is_available AND stock_qty >= 50 AND product_type = 'simple'
           AND box_type = 'grocery' AND tc_product_type IS NULL AND sold_as_fresh IS NULL
         ORDER BY popularity DESC, id LIMIT 9`,
  );
  return rows.map((row) => row.id);
}

/** Adds the demo schedules when none of the demo members has one; answers how many it added. */
export async function ensureDemoAutoship(app: FastifyInstance, now = new Date()): Promise<number> {
  const members = await app.db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(
      inArray(
        accounts.email,
        DEMO_AUTOSHIP.map((d) => d.email),
      ),
    );
  const products = await demoProducts(app.db);
  let added = 0;
  for (const [index, demo] of DEMO_AUTOSHIP.entries()) {
    const member = members.find((m) => m.email === demo.email);
    const [existing] = member
      ? await app.db.select().from(autoshipSchedules).where(eq(autoshipSchedules.accountId, member.id))
      : [];
    if (!member || existing) continue;
    const picks = products.slice(index * 3, index * 3 + 2 + (index === 0 ? 1 : 0));
    for (const [n, productId] of picks.entries()) {
      await app.autoship.subscribe(
        member.id,
        { productId, qty: 1 + (n % 2), frequency: n === 0 ? 2 : 4 },
        now,
      );
    }
    if (demo.state === 'paused') {
      await app.db.transaction((tx) => app.autoship.setAccountStatus(tx, member.id, 'paused', now));
    }
    if (demo.state === 'failed') {
      await app.db
        .update(autoshipSchedules)
        .set({ status: 'failed_charge_1', failedAttempts: 1, retryAt: new Date(now.getTime() + 86_400_000) })
        .where(eq(autoshipSchedules.accountId, member.id));
    }
    added += 1;
  }
  return added;
}
