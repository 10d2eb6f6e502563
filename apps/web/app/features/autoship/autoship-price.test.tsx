import type { Account } from '@pantry/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { renderAt } from '../account/test-support.tsx';
import { makeCart, makeLine } from '../cart/test-support.ts';
import { makeAccount, mockApi, visitorAccount } from '../membership/test-support.tsx';
import { AutoshipPrice } from '../product-card/index.ts';
import AutoshipPriceLine from './autoship-price.tsx';
import { ScheduledItems } from './scheduled-items.tsx';
import { autoshipItem, memberOnAutoship } from './test-support.ts';

/** Account spec §4 'Autoship prices show only to eligible members on autoship.' */

const onAutoship = memberOnAutoship;

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

const item = autoshipItem(101, { qty: 2, name: 'Organic Creamy Peanut Butter' });

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
