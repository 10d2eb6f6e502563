import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../account/test-support.tsx';
import { makeLine } from '../cart/test-support.ts';
import { mockApi } from '../membership/test-support.tsx';
import { MoveToNextShipment } from './move-to-next-shipment.tsx';
import { autoshipItem, autoshipSchedule, memberOnAutoship } from './test-support.ts';

const member = memberOnAutoship();
const line = makeLine({ product_id: 101, title: 'Organic Creamy Peanut Butter', line_item_qty: 2 });

function api() {
  return mockApi({
    'GET /api/v1/account': () => [200, member],
    'GET /api/v1/autoship/schedule/first': () => [200, { success: true, schedule: autoshipSchedule() }],
    'POST /api/v1/autoship/items/from-cart': () => [
      200,
      { success: true, data: { autoship_item: autoshipItem(101, { qty: 2, frequency: 6 }) } },
    ],
  });
}

describe("a cart line's 'Move to next shipment' (account spec §4 moves)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks how often, starting from the schedule’s frequency, and sends the choice', async () => {
    const { calls } = api();
    renderAt(() => <MoveToNextShipment line={line} />, '/cart', '/cart', member);
    fireEvent.click(
      screen.getByRole('button', { name: 'Move Organic Creamy Peanut Butter to your next shipment' }),
    );
    const form = screen.getByRole('form', { name: 'Deliver Organic Creamy Peanut Butter on autoship' });
    const every = screen.getByLabelText('Every') as HTMLSelectElement;
    await waitFor(() => expect(every.value).toBe('4'));
    expect([...every.options].map((option) => option.value)).toEqual(['1', '2', '3', '4', '6', '8']);
    fireEvent.change(every, { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(form.isConnected).toBe(false));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.url, call.body])).toEqual([
      ['/api/v1/autoship/items/from-cart', 'product_id=101&frequency=6'],
    ]);
  });

  it('is not offered while the autoship is paused, nor for an out-of-stock line', () => {
    api();
    const paused = memberOnAutoship({ autoship: { ...member.autoship, status: 'paused' } });
    renderAt(() => <MoveToNextShipment line={line} />, '/cart', '/cart', paused);
    expect(screen.queryByRole('button', { name: /to your next shipment/ })).toBeNull();
    cleanup();
    renderAt(() => <MoveToNextShipment line={{ ...line, in_stock: false }} />, '/cart', '/cart', member);
    expect(screen.queryByRole('button', { name: /to your next shipment/ })).toBeNull();
  });
});
