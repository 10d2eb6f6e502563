import { sql } from '@pantry/db';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { ensureDemoAccounts } from '../../seed/demo-accounts.ts';
import { useTestApp } from '../../test/helper.ts';
import { ensureDemoGiftCard } from './index.ts';

const t = useTestApp();

describe('demo gift card', () => {
  it('gives the annual demo member a $40 gift card balance bought and redeemed the real way', async () => {
    await ensureDemoAccounts(t.app);
    expect(await ensureDemoGiftCard(t.app)).toBe(true);
    const [row] = await queryRows<{ balance_cents: number; status: string; price_cents: number }>(
      t.db,
      sql`SELECT b.balance_cents, g.status, g.price_cents FROM accounts a
            JOIN gift_card_balances b ON b.account_id = a.id
            JOIN gifts g ON g.redeemed_by = a.id
           WHERE a.email = 'member@pantry.test'`,
    );
    expect(row).toEqual({ balance_cents: 4000, status: 'redeemed', price_cents: 4000 });
  });
});
