/** The two experiments wired into the product (discovery) card (storefront §9; docs/decisions/experiments.md). */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { fakeCartServer, json, makeCart } from '../cart/test-support.ts';
import { experimentsKeys } from '../experiments/index.ts';
import { ProductCard } from './product-card.tsx';

const navigation = { categories: [] };
const twentyOff = {
  coupon_code: 'exit20',
  coupon_name: null,
  label: 'Extra 20% off applied',
  discount_type: 'by_percent' as const,
  discount_value: 20,
  discount_amount: 0,
};
/** $10.00, MSRP $12.50: 20% off the cart makes it $8.00. */
const product = makeProduct({ price: 10, msrp: 12.5, temporary_price_reduction: [] });

let server = fakeCartServer();
let client: QueryClient;
let Page: () => React.ReactNode = () => null;

function NoFallback() {
  return null;
}

async function renderWith(experiments: Record<string, string> | null, ui: () => React.ReactNode) {
  Page = ui;
  client = makeQueryClient();
  if (experiments) client.setQueryData(experimentsKeys.map, { success: true, experiments });
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ navigation }),
      HydrateFallback: NoFallback,
      children: [{ path: '*', Component: () => <div data-testid="page">{Page()}</div> }],
    },
  ]);
  const view = render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/c/food']} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('page');
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return view;
}

const card = () => <ProductCard product={product} />;

describe('post-discount pricing', () => {
  beforeEach(() => {
    server = fakeCartServer();
    server.respond = (call) =>
      call.path === '/api/v1/carts' ? json(makeCart([], { coupons: [twentyOff] })) : undefined;
    vi.stubGlobal('fetch', vi.fn(server.fetch));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("variation_1 shows the price after the cart's coupon, the price before it struck, and the coupon badge", async () => {
    const { container } = await renderWith({ post_discount_pricing: 'variation_1' }, card);
    await screen.findByText('$8.00');
    expect(screen.getByText('$10.00').closest('s')).toBeTruthy();
    expect(screen.getByText('Extra 20% off applied')).toBeTruthy();
    expect(container.querySelector('.price-after-discount .sr-only')?.textContent).toBe(
      'Price after discounts ',
    );
  });

  it('control shows today’s price block, with the same coupon on the cart', async () => {
    const { container } = await renderWith({ post_discount_pricing: 'control' }, card);
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(screen.getByText('$12.50').closest('s')).toBeTruthy();
    expect(container.textContent).not.toContain('$8.00');
    expect(container.textContent).not.toContain('Extra 20% off applied');
  });

  it('variation_1 without a percent coupon shows the regular price', async () => {
    server.respond = undefined;
    const { container } = await renderWith({ post_discount_pricing: 'variation_1' }, card);
    expect(screen.getByText('$10.00')).toBeTruthy();
    expect(container.querySelector('.price-after-discount')).toBeNull();
  });
});

describe("the discovery card's CTA placement", () => {
  beforeEach(() => {
    server = fakeCartServer();
    vi.stubGlobal('fetch', vi.fn(server.fetch));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('control (and no answer yet) keeps the action at the bottom of the card', async () => {
    for (const experiments of [{ discovery_card_cta_placement: 'control' }, null]) {
      const { container, unmount } = await renderWith(experiments, card);
      const action = container.querySelector('.card-action');
      expect(action?.parentElement?.tagName).toBe('ARTICLE');
      expect(container.querySelector('article')?.lastElementChild).toBe(action);
      unmount();
    }
  });

  it('variation_1 puts the action right under the price', async () => {
    const { container } = await renderWith({ discovery_card_cta_placement: 'variation_1' }, card);
    const action = container.querySelector('.card-action');
    expect(action?.parentElement?.className).toBe('card-body');
    expect(action?.previousElementSibling?.className).toContain('card-unit');
    expect(action?.querySelector('button')).toBeTruthy();
  });
});
