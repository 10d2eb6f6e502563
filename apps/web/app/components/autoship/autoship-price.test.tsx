import type { Account, AutoshipItemWire } from '@pantry/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCart, makeLine } from '../../features/cart/test-support.ts';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { renderAt } from '../account/test-render.tsx';
import { makeAccount, mockApi, visitorAccount } from '../membership/test-support.tsx';
import { AutoshipPrice } from './autoship-button.tsx';
import AutoshipPriceLine from './autoship-price.tsx';
import { ScheduledItems } from './scheduled-items.tsx';

/** Account spec §4 'Autoship prices show only to eligible members on autoship.' */

const onAutoship = (overrides: Partial<Account> = {}) =>
  makeAccount({
    user_status: 'member',
    autoship: {
      ...visitorAccount().autoship,
      status: 'active',
      autoship_type: 'opt_in',
      autoship_enabled: true,
    },
    ...overrides,
  });

// $5.99 today; $5.49 on autoship less 10%: $4.94, 17% below today's price.
const product = makeProduct({
  autoship_enabled: true,
  autoship_price: 5.49,
  autoship_temporary_price_reduction: [{ type: 'by_percent', amount: 10 }],
});

/** The product page's slot (loads the price part lazily for signed-in shoppers). */
const showPrice = (account: Account, shown = product) =>
  renderAt(() => <AutoshipPrice product={shown} />, '/p/:key', '/p/peanut-butter', account);

/** The price part itself, rendered at once, so a test of what it leaves out needs no waiting. */
const showLine = (account: Account, shown = product) =>
  renderAt(() => <AutoshipPriceLine product={shown} />, '/p/:key', '/p/peanut-butter', account);

describe('the autoship price under the product page price', () => {
  beforeEach(() => mockApi({}));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a member whose autoship runs the autoship price and its savings', async () => {
    showPrice(onAutoship());
    expect((await screen.findByText(/^Autoship/)).textContent).toBe('Autoship $4.94 Save 17%');
  });

  it('shows visitors, leads and members whose autoship is paused or not started nothing', () => {
    const nobody = [
      visitorAccount(),
      onAutoship({ user_status: 'lead' }),
      onAutoship({ autoship: { ...onAutoship().autoship, status: 'paused' } }),
      makeAccount({ user_status: 'member' }),
    ];
    for (const account of nobody) {
      showLine(account);
      expect(screen.queryByText(/^Autoship/), account.user_status).toBeNull();
      cleanup();
    }
  });

  it('shows nothing for a product without autoship or a card without its prices', () => {
    showLine(onAutoship(), { ...product, autoship_enabled: false });
    expect(screen.queryByText(/^Autoship/)).toBeNull();
    cleanup();
    const { autoship_price: _, ...card } = product;
    showLine(onAutoship(), card as typeof product);
    expect(screen.queryByText(/^Autoship/)).toBeNull();
  });
});

const item: AutoshipItemWire = {
  item_id: 1,
  product_id: 101,
  product_sku: 'SKU-101',
  name: 'Organic Creamy Peanut Butter',
  status: 'active',
  type: 'recurring',
  enabled_date: '2026-11-20T10:00:00Z',
  scheduled_at_date: '2026-12-18',
  qty: 2,
  frequency: 4,
  skip_once: false,
  price: 5.99,
  autoship_price: 4.94,
  in_stock: true,
  image: '/images/products/101.svg',
  url: '/p/organic-creamy-peanut-butter',
  product_data: { box_type: 'grocery', min_order_qty: 1 },
};

describe("the cart's scheduled items", () => {
  afterEach(cleanup);
  const box = { ...makeCart([makeLine()]).boxes[0]!, scheduled_items: [item] };

  it('carry their autoship price for a member on autoship, and no price for a lead', () => {
    renderAt(() => <ScheduledItems box={box} headingLevel={3} />, '/cart', '/cart', onAutoship());
    expect(screen.getByText('Every 4 weeks | Qty: 2 · $4.94 each')).toBeTruthy();
    cleanup();
    renderAt(
      () => <ScheduledItems box={box} headingLevel={3} />,
      '/cart',
      '/cart',
      onAutoship({ user_status: 'lead' }),
    );
    expect(screen.getByText('Every 4 weeks | Qty: 2')).toBeTruthy();
    expect(screen.queryByText(/\$4\.94/)).toBeNull();
  });
});
