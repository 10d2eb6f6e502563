import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../account/test-support.tsx';
import { mockApi } from '../membership/test-support.tsx';
import { NextShipmentSummary } from './next-shipment-summary.tsx';
import { autoshipSchedule, memberOnAutoship } from './test-support.ts';

/** The server: the next shipment is on `date`; Ship now answers `answer` (then the shipment moves on when placed). */
function api() {
  let date = '2026-12-18';
  let answer: [number, unknown] = [500, { success: false, errors: 'Something went wrong.' }];
  const totals = () => ({
    success: true,
    schedule: autoshipSchedule({ next_shipment_date: date }),
    subtotal: 12,
    discount: 0,
    grand_total: 12,
    totals: [],
    first_autoship_order: false,
    number_of_items: 2,
    totals_collected: false,
  });
  const mock = mockApi({
    'GET /api/v1/account': () => [200, memberOnAutoship()],
    'GET /api/v1/autoship/schedule/first': () => [
      200,
      { success: true, schedule: autoshipSchedule({ next_shipment_date: date }) },
    ],
    'GET /api/v1/autoship/schedule/totals': () => [200, totals()],
    'POST /api/v1/autoship/schedule/ship-now': () => {
      const [status] = answer;
      if (status === 200) date = '2027-01-01';
      return answer;
    },
  });
  return {
    ...mock,
    answerWith: (next: [number, unknown]) => {
      answer = next;
    },
    /** The Idempotency-Key of each Ship now press, in order. */
    pressKeys: () =>
      mock.fetchMock.mock.calls
        .filter(([url, init]) => String(url).endsWith('/ship-now') && init?.method === 'POST')
        .map(([, init]) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']),
  };
}

describe('Ship now: one press, one shipment (issue 23)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a press again with its key after a failed answer, and a new key once the next shipment moved on', async () => {
    const server = api();
    renderAt(NextShipmentSummary, '/autoship', '/autoship', memberOnAutoship());
    const button = await screen.findByRole('button', { name: 'Ship now' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();

    // The answer was lost: pressed again, it is the same press (the server answers the first one's shipment).
    server.answerWith([200, { success: true, outcome: 'placed', repeated: false }]);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Your next shipment is placed.')).toBeTruthy();
    const [first, again] = server.pressKeys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBe(first);

    // The next shipment shown is a new one: its press is a new press.
    expect(await screen.findByRole('heading', { name: /Next shipment: .*Jan/ })).toBeTruthy();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(server.pressKeys()).toHaveLength(3));
    expect(server.pressKeys()[2]).not.toBe(first);
  });

  it('sends one press for two clicks before the first answer (a double click)', async () => {
    const server = api();
    server.answerWith([200, { success: true, outcome: 'placed', repeated: false }]);
    renderAt(NextShipmentSummary, '/autoship', '/autoship', memberOnAutoship());
    const button = await screen.findByRole('button', { name: 'Ship now' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Your next shipment is placed.')).toBeTruthy();
    expect(server.pressKeys()).toHaveLength(1);
  });
});
