import { describe, expect, it } from 'vitest';
import { formatThriveCashBadge } from '../catalog/badges.ts';
import { cartThriveCashEarnCents, lineThriveCashEarnCents } from './earn.ts';

describe('Thrive Cash earned on a cart line (account spec §3 Thrive Cash offer)', () => {
  it('earns a percent of what the line costs after coupons', () => {
    const offer = { type: 'tc_percent', discount_amount: 5 } as const;
    expect(formatThriveCashBadge(offer)).toBe('5% Thrive Cash');
    expect(lineThriveCashEarnCents({ qty: 2, paidCents: 1_099, thrive_cash: offer })).toBe(55);
  });

  it('earns a dollar offer per unit', () => {
    const offer = { type: 'dollar', dollar_amount: 2 } as const;
    expect(formatThriveCashBadge(offer)).toBe('$2 Thrive Cash');
    expect(lineThriveCashEarnCents({ qty: 3, paidCents: 900, thrive_cash: offer })).toBe(600);
  });

  it('earns nothing without an offer, for a free line or no units', () => {
    const offer = { type: 'dollar', dollar_amount: 1.5 } as const;
    expect(lineThriveCashEarnCents({ qty: 1, paidCents: 500 })).toBe(0);
    expect(lineThriveCashEarnCents({ qty: 1, paidCents: 0, is_free: true, thrive_cash: offer })).toBe(0);
    expect(lineThriveCashEarnCents({ qty: 0, paidCents: 0, thrive_cash: offer })).toBe(0);
  });

  it('adds the lines of a cart', () => {
    expect(
      cartThriveCashEarnCents([
        { qty: 1, paidCents: 1_000, thrive_cash: { type: 'tc_percent', discount_amount: 10 } },
        { qty: 2, paidCents: 600, thrive_cash: { type: 'dollar', dollar_amount: 1.5 } },
        { qty: 1, paidCents: 450 },
      ]),
    ).toBe(400);
  });
});
