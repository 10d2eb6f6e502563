import { beforeAll, describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { statementCounter } from '../../test/statements.ts';
import { autoshipProduct, subscribeTo } from './test-support.ts';

/**
 * Issue 23 §6: the cart read slowed to a third of its rate once autoship joined it, because the next shipment was
 * read as five statements after the cart's own (schedule, account, due items, their products, the card), one
 * after another. A cart read is one statement again, as before autoship: the session, the cart and the next
 * shipment, with a schedule or without. Statements are counted on PostgreSQL (TEST_DATABASE_URL); on PGlite the file has nothing to count.
 */

// A warm server reads the maintenance switch from its cache (MAINTENANCE_CACHE_MS), so what is counted is the
// request's own reading.
const t = useTestApp({ maintenanceCacheMs: 60_000 });
const given = useGiven(t);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('a cart read (GET /api/v1/carts) in statements', () => {
  let count: ReturnType<typeof statementCounter>;
  beforeAll(() => {
    count = statementCounter(t.db);
  });

  async function cartOf(member: Awaited<ReturnType<typeof given.member>>, lines: number) {
    for (let i = 0; i < lines; i++) await member.shopper.add((await given.product()).id);
    await member.shopper.get(); // prepares the statements on a connection, as a warm server has them
  }

  it('is one statement for a shopper with an autoship schedule, and shows the next shipment', async () => {
    const member = await given.member({ card: true });
    await cartOf(member, 5);
    for (let i = 0; i < 3; i++) await subscribeTo(t, member, (await autoshipProduct(t, given)).id);
    await member.shopper.get();
    const [cart, statements] = await count.during(() => member.shopper.get());
    expect(cart.is_autoship).toBe(true);
    expect(cart.boxes.flatMap((box) => box.scheduled_items ?? [])).toHaveLength(3);
    expect(cart.boxes.flatMap((box) => box.items)).toHaveLength(5);
    expect(statements).toBe(1);
  });

  it('is one statement for a shopper without one', async () => {
    const member = await given.member({ card: true });
    await cartOf(member, 5);
    const [cart, statements] = await count.during(() => member.shopper.get());
    expect(cart.is_autoship).toBeFalsy();
    expect(statements).toBe(1);
  });
});
