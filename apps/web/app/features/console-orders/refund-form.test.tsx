import type { AdminOrder } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { RefundForm } from './refund-form.tsx';

/** An order of $60.00: $5.00 Thrive Cash, $20.00 gift card balance, $35.00 on a Visa; two lines. */
const admin = {
  order: { increment_id: '100000042' },
  lines: [
    { item_id: 11, sku: 'A', title: 'Oat milk', qty: 4, row_total_cents: 2000 },
    { item_id: 12, sku: 'B', title: 'Rice', qty: 1, row_total_cents: 3500 },
  ],
  tenders: [
    { kind: 'thrive_cash', payment_id: null, label: 'Thrive Cash', amount_cents: 500, refunded_cents: 0 },
    {
      kind: 'gift_card',
      payment_id: null,
      label: 'Gift card balance',
      amount_cents: 2000,
      refunded_cents: 0,
    },
    { kind: 'charge', payment_id: 7, label: 'Visa ending in 4242', amount_cents: 3500, refunded_cents: 0 },
  ],
  refundable_cents: 6000,
} as unknown as AdminOrder;

function renderForm(order: AdminOrder = admin) {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <RefundForm admin={order} />
    </QueryClientProvider>,
  );
}

describe('the refund form (issue 25)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows how an amount splits before sending it, then sends it once with its key', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_input: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ refund: {}, order: admin }), { status: 200 });
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('Amount in dollars'), { target: { value: '40.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the split' }));
    const split = await screen.findByTestId('refund-split');
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa ending in 4242: $35.00', 'Gift card balance: $5.00']);
    expect(sent).toEqual([]);
    const confirm = screen.getByRole('button', { name: 'Confirm refund of $40.00' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await screen.findByText('Refunded $40.00.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount_cents: 4000 });
    expect((sent[0] as { idempotency_key: string }).idempotency_key).toMatch(/^console-/);
  });

  it('prices lines by their share of the row, and refuses more than is left', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Oat milk (of 4)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the split' }));
    expect(await screen.findByText('Refund $10.00 as follows:')).toBeTruthy();
    cleanup();
    // Most of it refunded already: the rice's $35.00 is more than the $5.00 left.
    const refunded = {
      ...admin,
      tenders: admin.tenders.map((tender) =>
        tender.kind === 'thrive_cash' ? tender : { ...tender, refunded_cents: tender.amount_cents },
      ),
      refundable_cents: 500,
    };
    renderForm(refunded);
    fireEvent.change(screen.getByLabelText('Rice (of 1)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the split' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The refund of $35.00 is more than the $5.00 left to refund on this order.',
      ),
    );
  });
});
