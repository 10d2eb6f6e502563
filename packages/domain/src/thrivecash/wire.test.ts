import { describe, expect, it } from 'vitest';
import { thriveCashToWire } from './wire.ts';

const now = new Date('2026-11-20T12:00:00Z');
const spentAt = '2026-11-19T18:00:00.000Z';

function row(id: number, over: Partial<Parameters<typeof thriveCashToWire>[0]['movements'][number]>) {
  return {
    id,
    kind: 'spent' as const,
    reason: null,
    amount_cents: -100,
    expires_at: null,
    available_at: null,
    lot_id: 1,
    increment_id: '100000042',
    note: null,
    created_at: spentAt,
    ...over,
  };
}

const input = { balanceCents: 0, pendingCents: 0, nextExpiresAt: null, applyAtCheckout: true, lots: [] };

describe('Thrive Cash history (issue 23: one row per movement, its lots as detail)', () => {
  it('shows an $18 spend across five lots as one movement with five lots', () => {
    const lots = [500, 400, 300, 350, 250].map((cents, i) =>
      row(20 - i, { amount_cents: -cents, lot_id: i + 1, expires_at: `2027-0${i + 1}-01T00:00:00.000Z` }),
    );
    const earned = row(3, {
      kind: 'earned',
      reason: 'offer',
      amount_cents: 180,
      lot_id: null,
      available_at: spentAt,
      created_at: '2026-11-01T00:00:00.000Z',
    });
    const { history } = thriveCashToWire({ ...input, movements: [...lots, earned] }, now);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ id: 20, type: 'spent', label: 'Spent', amount: -18 });
    expect(history[0]!.lots).toEqual([
      { amount: -5, expires_at: '2027-01-01T00:00:00.000Z' },
      { amount: -4, expires_at: '2027-02-01T00:00:00.000Z' },
      { amount: -3, expires_at: '2027-03-01T00:00:00.000Z' },
      { amount: -3.5, expires_at: '2027-04-01T00:00:00.000Z' },
      { amount: -2.5, expires_at: '2027-05-01T00:00:00.000Z' },
    ]);
    expect(history[1]).toMatchObject({ type: 'earned', amount: 1.8, lots: [] });
  });

  it('keeps two spends on two orders apart, and the history in its order', () => {
    const movements = [
      row(5, { increment_id: '100000043' }),
      row(4, { increment_id: '100000042', lot_id: 2 }),
      row(3, { increment_id: '100000042', lot_id: 1 }),
    ];
    const { history } = thriveCashToWire({ ...input, movements }, now);
    expect(history.map((m) => [m.order_increment_id, m.amount, m.lots.length])).toEqual([
      ['100000043', -1, 0],
      ['100000042', -2, 2],
    ]);
  });
});
