import { thriveCashToWire } from '@pantry/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThriveCashHistory } from './thrive-cash-history.tsx';

afterEach(cleanup);

const now = new Date('2026-06-01T12:00:00Z');
const answer = thriveCashToWire(
  {
    balanceCents: 250,
    pendingCents: 180,
    nextExpiresAt: null,
    applyAtCheckout: false,
    lots: [],
    movements: [
      {
        id: 3,
        kind: 'earned',
        reason: 'offer',
        amount_cents: 180,
        expires_at: '2027-05-30T12:00:00Z',
        available_at: null,
        lot_id: null,
        increment_id: '100000042',
        note: null,
        created_at: '2026-05-30T12:00:00Z',
      },
      {
        id: 2,
        kind: 'spent',
        reason: null,
        amount_cents: -250,
        expires_at: null,
        available_at: null,
        lot_id: 1,
        increment_id: '100000041',
        note: null,
        created_at: '2026-05-20T12:00:00Z',
      },
      {
        id: 1,
        kind: 'earned',
        reason: 'review',
        amount_cents: 500,
        expires_at: '2027-05-01T12:00:00Z',
        available_at: '2026-05-01T12:00:00Z',
        lot_id: null,
        increment_id: null,
        note: null,
        created_at: '2026-05-01T12:00:00Z',
      },
    ],
  },
  now,
);

describe('ThriveCashHistory', () => {
  it('lists each movement with its date, activity, reason and signed amount', () => {
    render(<ThriveCashHistory history={answer.history} />);
    const rows = within(screen.getByRole('table', { name: 'Thrive Cash history' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /Earned.*Thrive Cash offer on an order.*Order #100000042.*Pending until the order ships.*\+\$1\.80/,
      ),
      expect.stringMatching(/Spent.*Order #100000041.*−\$2\.50/),
      expect.stringMatching(/Earned.*Product review.*\+\$5\.00/),
    ]);
  });

  it('shows an $18 spend across five lots as one row, its lots as detail (issue 23)', () => {
    const spend = thriveCashToWire(
      {
        balanceCents: 0,
        pendingCents: 0,
        nextExpiresAt: null,
        applyAtCheckout: true,
        lots: [],
        movements: [500, 400, 300, 350, 250].map((cents, i) => ({
          id: 10 - i,
          kind: 'spent' as const,
          reason: null,
          amount_cents: -cents,
          expires_at: `2027-0${i + 1}-15T12:00:00Z`,
          available_at: null,
          lot_id: i + 1,
          increment_id: '100000050',
          note: null,
          created_at: '2026-05-25T12:00:00Z',
        })),
      },
      now,
    );
    render(<ThriveCashHistory history={spend.history} />);
    const rows = within(screen.getByRole('table', { name: 'Thrive Cash history' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toMatch(/Spent.*Order #100000050.*From 5 credits.*−\$18\.00/);
    expect(
      within(rows[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^−\$5\.00 · expiring/),
      expect.stringMatching(/^−\$4\.00/),
      expect.stringMatching(/^−\$3\.00/),
      expect.stringMatching(/^−\$3\.50/),
      expect.stringMatching(/^−\$2\.50/),
    ]);
  });

  it('says how to earn when there is no history yet', () => {
    render(<ThriveCashHistory history={[]} />);
    expect(screen.getByText('No Thrive Cash yet. Shop the products below to earn some.')).toBeTruthy();
  });
});
