import type { AdminMember } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { ExtendTrial } from './member-actions.tsx';
import { ThriveCashForm } from './thrive-cash.tsx';

/** A trial member with $5.00 of spendable Thrive Cash, whose trial ends on Dec 10. */
const member = {
  account: { id: 42, email: 'tia@example.com', name: 'Tia Trial' },
  membership: { expires_at: '2026-12-10T12:00:00.000Z', trial_ends_at: '2026-12-10T12:00:00.000Z' },
  sign_in: { active_sessions: 1 },
  can: { comp_month: false, extend_trial: true, unlock: false, end_sessions: true },
  thrive_cash: { available_cents: 500, pending_cents: 0, ledger: [] },
} as unknown as AdminMember;

const wrap = (children: ReactNode) =>
  render(<QueryClientProvider client={makeQueryClient()}>{children}</QueryClientProvider>);

function recordCalls() {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init?.body ?? 'null')) });
    return new Response(JSON.stringify(member), { status: 200 });
  });
  return sent;
}

describe('the member page’s forms (issue 25)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a debit beyond the spendable balance before sending anything', async () => {
    const sent = recordCalls();
    wrap(<ThriveCashForm member={member} />);
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'debit' } });
    fireEvent.change(screen.getByLabelText('Amount in dollars'), { target: { value: '5.01' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Double credit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review adjustment' }));
    expect(await screen.findByText(/At most \$5\.00 can be taken away\./)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says what a credit will do, and sends it with its reason only once confirmed', async () => {
    const sent = recordCalls();
    wrap(<ThriveCashForm member={member} />);
    fireEvent.change(screen.getByLabelText('Amount in dollars'), { target: { value: '7.50' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Box arrived late' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review adjustment' }));
    expect(
      await screen.findByText(
        'Add $7.50 of Thrive Cash (Box arrived late)? Available goes from $5.00 to $12.50.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    // The button reads 'Please wait…' until the check that asked has finished.
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm adjustment' }));
    expect(await screen.findByText('Thrive Cash adjusted by $7.50.')).toBeTruthy();
    expect(sent[0]).toEqual({
      url: '/api/admin/thrive-cash/adjustments',
      body: expect.objectContaining({
        account_id: 42,
        kind: 'goodwill',
        amount: 7.5,
        note: 'Box arrived late',
      }),
    });
  });

  it('asks for 1 to 30 days, then confirms the new trial end before extending', async () => {
    const sent = recordCalls();
    wrap(<ExtendTrial member={member} />);
    fireEvent.change(screen.getByLabelText('Days (1 to 30)'), { target: { value: '31' } });
    fireEvent.submit(screen.getByLabelText('Days (1 to 30)').closest('form')!);
    expect(await screen.findByText('Extend a trial by 1 to 30 days.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Days (1 to 30)'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review extension' }));
    expect(await screen.findByText(/^Extend the trial by 7 days\? It ends Dec 17, 2026/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm extension' }));
    expect(await screen.findByText(/^Trial extended: it ends Dec 17, 2026/)).toBeTruthy();
    expect(sent).toEqual([{ url: '/api/admin/members/42/extend-trial', body: { days: 7 } }]);
  });
});
