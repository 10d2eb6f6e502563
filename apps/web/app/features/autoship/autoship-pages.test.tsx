import type { AutoshipItemWire, AutoshipTotalsWire } from '@pantry/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../account/test-support.tsx';
import { mockApi } from '../membership/test-support.tsx';
import type { ItemListMode } from './item-groups.ts';
import { AutoshipItemList } from './item-list.tsx';
import { NextShipmentSummary } from './next-shipment-summary.tsx';
import { autoshipItem, autoshipSchedule, memberOnAutoship } from './test-support.ts';

/**
 * Issue 23: the autoship tabs showed one list three times, a skipped item read 'Next: Dec 11 (skipped this time)',
 * and an empty shipment offered Ship now (the pause's question: status-actions.test.tsx).
 */

const member = memberOnAutoship();
// The next shipment is Friday, Dec 11.
const schedule = autoshipSchedule({
  next_shipment_date: '2026-12-11',
  cutoff_text: 'Thursday, Dec 10, 5 p.m. PT',
});

const ITEMS: AutoshipItemWire[] = [
  autoshipItem(1, { name: 'Oat Milk', scheduled_at_date: '2026-12-11', frequency: 2 }),
  autoshipItem(2, { name: 'Coffee', scheduled_at_date: '2026-12-11', frequency: 4, skip_once: true }),
  autoshipItem(3, { name: 'Rice', scheduled_at_date: '2027-01-01', frequency: 4 }),
  autoshipItem(4, { name: 'Tea', scheduled_at_date: '2026-12-11', frequency: 6, status: 'paused' }),
];

function totals(overrides: Partial<AutoshipTotalsWire> = {}): AutoshipTotalsWire {
  return {
    success: true,
    schedule,
    subtotal: 9.88,
    discount: 0,
    grand_total: 15.83,
    totals: [{ type: 'shipping', value: 5.95 }],
    first_autoship_order: false,
    number_of_items: 2,
    totals_collected: false,
    ...overrides,
  };
}

function api(shipment: AutoshipTotalsWire = totals()) {
  return mockApi({
    'GET /api/v1/account': () => [200, member],
    'GET /api/v1/autoship/items': () => [200, { success: true, items: ITEMS }],
    'GET /api/v1/autoship/schedule/first': () => [200, { success: true, schedule }],
    'GET /api/v1/autoship/schedule/totals': () => [200, shipment],
  });
}

/** Each group's heading and the names of its items, as the page shows them. */
async function groupsOf(mode: ItemListMode): Promise<Record<string, string[]>> {
  api();
  renderAt(() => <AutoshipItemList mode={mode} />, '/autoship/*', `/autoship/${mode}`, member);
  await screen.findAllByRole('listitem');
  const shown: Record<string, string[]> = {};
  // The page's regions but the shell's notifications.
  for (const region of screen.getAllByRole('region').filter((r) => r.matches('.autoship-group'))) {
    const heading = within(region).getByRole('heading').textContent ?? '';
    shown[heading] = within(region)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0]?.textContent ?? '');
  }
  cleanup();
  return shown;
}

describe('each autoship tab lists what its name says', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Next shipment: what ships on its date, and what sits this one out, never a later or paused item', async () => {
    expect(await groupsOf('next-shipment')).toEqual({
      'Ships Friday, Dec 11 (1 item)': ['Oat Milk'],
      'Skipped this time (1 item)': ['Coffee'],
    });
  });

  it('All items: every item, active by the date it ships, then paused', async () => {
    expect(await groupsOf('all-items')).toEqual({
      'Active (3 items)': ['Oat Milk', 'Rice', 'Coffee'],
      'Paused (1 item)': ['Tea'],
    });
  });

  it('Subscribed: the active subscriptions by how often they come', async () => {
    expect(await groupsOf('subscribed')).toEqual({
      'Every 2 weeks (1 item)': ['Oat Milk'],
      'Every 4 weeks (2 items)': ['Rice', 'Coffee'],
    });
  });

  it('Schedules: each shipment to come, a skipped item under the date it ships instead', async () => {
    expect(await groupsOf('schedules')).toEqual({
      'Friday, Dec 11 (1 item)': ['Oat Milk'],
      'Friday, Jan 1 (1 item)': ['Rice'],
      'Friday, Jan 8 (1 item)': ['Coffee'],
    });
  });

  it('says when a skipped item ships instead of the date it skips', async () => {
    api();
    renderAt(() => <AutoshipItemList mode="all-items" />, '/autoship/*', '/autoship/all-items', member);
    const coffee = (await screen.findByRole('link', { name: 'Coffee' })).closest('li') as HTMLElement;
    expect(within(coffee).getByText('Skipped on Friday, Dec 11 · ships next Friday, Jan 8')).toBeTruthy();
    expect(within(coffee).queryByText(/^Next: Friday, Dec 11/)).toBeNull();
    expect(within(coffee).getByRole('button', { name: 'Keep in next shipment' })).toBeTruthy();
    const rice = screen.getByRole('link', { name: 'Rice' }).closest('li') as HTMLElement;
    expect(within(rice).getByText('Next: Friday, Jan 1')).toBeTruthy();
    expect(within(rice).queryByRole('button', { name: /Skip this once|Keep in next shipment/ })).toBeNull();
  });
});

describe('the overview of the next shipment', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the totals as labelled rows and offers Ship now', async () => {
    api();
    const { container } = renderAt(NextShipmentSummary, '/autoship', '/autoship', member);
    await screen.findByText('Total');
    // One row a figure, its label beside its amount (the rows were one unstyled run of text).
    expect(
      [...container.querySelectorAll('.autoship-totals > .cart-total-row')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    ).toEqual([
      ['Subtotal (2 items)', '$9.88'],
      ['Grocery shipping', '$5.95'],
      ['Total', '$15.83'],
    ]);
    expect(screen.getByRole('button', { name: 'Ship now' })).toBeTruthy();
  });

  it('offers no Ship now for an empty shipment, and says why it is empty', async () => {
    api(totals({ number_of_items: 0, subtotal: 0, grand_total: 0, totals: [] }));
    renderAt(NextShipmentSummary, '/autoship', '/autoship', member);
    expect(
      await screen.findByText(/Nothing ships on this date: every item is skipped this time/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ship now' })).toBeNull();
    expect(screen.queryByText('$0.00')).toBeNull();
  });
});
