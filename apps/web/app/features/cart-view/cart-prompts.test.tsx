import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EBT_BANNER_SEEN_KEY } from '../../lib/one-time-flags.ts';
import { renderAt, signedIn } from '../account/test-support.tsx';
import { fakeCartServer, makeLine } from '../cart/test-support.ts';
import { CartContents } from './cart-contents.tsx';

const CartPage = () => <CartContents variant="page" />;
const oats = makeLine({ product_id: 1, title: 'Rolled Oats' });
const berries = makeLine({ product_id: 2, title: 'Strawberries', sold_as_fresh: 'fresh' });
const beans = makeLine({ product_id: 4, title: 'Black Beans', ebt_eligibility: 1 });

let server = fakeCartServer();

function serve(lines: ReturnType<typeof makeLine>[]) {
  server = fakeCartServer(lines);
  vi.stubGlobal('fetch', vi.fn(server.fetch));
}

describe('the cart prompts', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('raises the perishable modal once, naming the items, and its remove choice takes them out', async () => {
    serve([oats, berries]);
    renderAt(CartPage, '*', '/cart', signedIn());
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Perishable items ship cold' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText(/Strawberries/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Add them to your autoship' }).getAttribute('href')).toBe(
      '/autoship',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove perishable items' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.bulkCalls()).toHaveLength(1), { timeout: 5_000 });
    expect(server.lines().map((line) => line.title)).toEqual(['Rolled Oats']);

    cleanup();
    serve([oats, berries]);
    renderAt(CartPage, '*', '/cart', signedIn());
    await screen.findByText('Rolled Oats');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the EBT banner, whose How it works opens the EBT modal, until it is dismissed', async () => {
    serve([oats, beans]);
    renderAt(CartPage, '*', '/cart', signedIn({ ebt_data: { has_ebt_card: false } }));
    const banner = await screen.findByRole('region', { name: 'SNAP EBT' });
    fireEvent.click(within(banner).getByRole('button', { name: 'How it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay with SNAP EBT' }, { timeout: 10_000 });
    expect(within(dialog).getByRole('link', { name: 'Add an EBT card' }).getAttribute('href')).toBe(
      '/account/payment-methods?add=ebt',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'SNAP EBT' })).toBeNull();
    expect(localStorage.getItem(EBT_BANNER_SEEN_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    cleanup();
    renderAt(CartPage, '*', '/cart', signedIn({ ebt_data: { has_ebt_card: false } }));
    await screen.findByText('Black Beans');
    expect(screen.queryByRole('region', { name: 'SNAP EBT' })).toBeNull();
  });
});
