import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { cartKeys, cartManagerFor } from '../cart/index.ts';
import { fakeCartServer, makeLine } from '../cart/test-support.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

const navigation = {
  categories: [
    {
      name: 'Pantry Staples',
      url_key: 'pantry',
      children: [{ name: 'Nut Butters', url_key: 'nut-butters' }],
    },
  ],
};

let cardProps: ProductCardProps = { product: makeProduct() };

function CardUnderTest() {
  return <ProductCard {...cardProps} />;
}

function NoFallback() {
  return null;
}

let server = fakeCartServer();
let client: QueryClient;

async function renderCard(props: ProductCardProps, path = '/c/food') {
  cardProps = props;
  client = makeQueryClient();
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ navigation }),
      HydrateFallback: NoFallback,
      children: [{ path: '*', Component: CardUnderTest }],
    },
  ]);
  const result = render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[path]} />
    </QueryClientProvider>,
  );
  await screen.findByRole('article');
  // Cart actions are ignored while the cart is being fetched (spec §4 busy).
  if (client.getQueryCache().find({ queryKey: cartKeys.cart })) {
    await waitFor(() => expect(client.getQueryData(cartKeys.cart)).toBeTruthy());
  }
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return result;
}

/** What the queue sent for product 101 in its one bulk update. */
async function sentFor101() {
  await cartManagerFor(client).flush();
  const calls = server.bulkCalls();
  expect(calls).toHaveLength(1);
  const payload = calls[0]?.body.bulkProductsPayload as { products: unknown[] } | undefined;
  return payload?.products;
}

describe('ProductCard', () => {
  beforeEach(() => {
    server = fakeCartServer();
    vi.stubGlobal('fetch', vi.fn(server.fetch));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('links the title and brand, and shows price, MSRP struck through, savings and rating', async () => {
    await renderCard({ product: makeProduct() });
    expect(screen.getByRole('link', { name: 'Organic Creamy Peanut Butter' }).getAttribute('href')).toBe(
      '/p/organic-creamy-peanut-butter',
    );
    expect(screen.getByRole('link', { name: 'Good Acre' }).getAttribute('href')).toBe('/brand/good-acre');
    expect(screen.getByText('$5.99')).toBeTruthy();
    expect(screen.getByText('$7.49').closest('s')).toBeTruthy();
    expect(screen.getByText('Save 20%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 210 reviews' })).toBeTruthy();
  });

  it('sizes the lazy image by the spec rule (2x container plus 2)', async () => {
    const { container } = await renderCard({ product: makeProduct() });
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('220');
    expect(img?.getAttribute('src')).toContain('width=442');
  });

  it("shows 'Add', which turns into minus, quantity and plus", async () => {
    await renderCard({ product: makeProduct() });
    fireEvent.click(screen.getByRole('button', { name: 'Add Organic Creamy Peanut Butter to cart' }));
    await screen.findByRole('group', { name: /Quantity of/ });
    expect(screen.getByRole('status').textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: /Add one more/ }));
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(await sentFor101()).toEqual([{ product_id: '101', qty: '2', save_for_later: 'false' }]);
  });

  it('starts at the minimum order quantity and goes back to Add below it', async () => {
    await renderCard({ product: makeProduct({ min_order_qty: 3 }) });
    fireEvent.click(screen.getByRole('button', { name: /to cart/ }));
    await screen.findByRole('group', { name: /Quantity of/ });
    expect(screen.getByRole('status').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: /Remove one/ }));
    expect(screen.getByRole('button', { name: /to cart/ })).toBeTruthy();
    // Added and taken away again before the queue went out: nothing to send.
    await cartManagerFor(client).flush();
    expect(server.bulkCalls()).toHaveLength(0);
  });

  it('disables plus at max_order_qty', async () => {
    await renderCard({ product: makeProduct({ max_order_qty: 2 }) });
    fireEvent.click(screen.getByRole('button', { name: /to cart/ }));
    await screen.findByRole('group', { name: /Quantity of/ });
    const plus = screen.getByRole('button', { name: /Add one more/ }) as HTMLButtonElement;
    expect(plus.disabled).toBe(false);
    fireEvent.click(plus);
    expect((screen.getByRole('button', { name: /Add one more/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Remove one/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables plus at 50 per item even when max_order_qty is higher', async () => {
    server = fakeCartServer([makeLine({ product_id: 101, line_item_qty: 50 })]);
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    await renderCard({ product: makeProduct() });
    await screen.findByRole('group', { name: /Quantity of/ });
    expect((screen.getByRole('button', { name: /Add one more/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a spinner while loading and a check mark when selected', async () => {
    await renderCard({ product: makeProduct(), loading: true });
    const busy = screen.getByRole('button', { name: /Updating/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('.spinner')).toBeTruthy();
    cleanup();
    await renderCard({ product: makeProduct(), selected: true });
    expect(screen.getByRole('img', { name: 'Organic Creamy Peanut Butter selected' })).toBeTruthy();
  });

  it("offers 'Shop Similar' and 'Remind me when in stock' (to sign in) when out of stock", async () => {
    await renderCard({ product: makeProduct({ in_stock: false }) }, '/c/food?sort=rating');
    expect(screen.getByRole('link', { name: /Shop Similar/ }).getAttribute('href')).toBe('/c/nut-butters');
    // The way back carries the wish, so the reminder is set once the shopper is signed in (its code loads on demand).
    expect((await screen.findByRole('link', { name: /Remind me when in stock/ })).getAttribute('href')).toBe(
      `/login?route=${encodeURIComponent(`/c/food?sort=rating&remind=${makeProduct().id}`)}`,
    );
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
    expect(screen.getByText('Out of Stock')).toBeTruthy();
  });

  it("says 'Remind Me' on a compact card", async () => {
    await renderCard({ product: makeProduct({ in_stock: false }), compact: true });
    expect(await screen.findByRole('link', { name: /^Remind Me/ })).toBeTruthy();
  });

  it.each([
    ['configurable', false],
    ['grouped', false],
    ['bundle', true],
  ])("shows 'View Item' for a %s product", async (product_type, has_options) => {
    await renderCard({ product: makeProduct({ product_type, has_options }) });
    const link = screen.getByRole('link', { name: /^View Item/ });
    expect(link.getAttribute('href')).toBe('/p/organic-creamy-peanut-butter');
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
  });

  it("sends a gift card to /p/gift-card and says 'View' on a compact card", async () => {
    await renderCard({
      product: makeProduct({ product_type: 'aw_giftcard', url_key: 'gift-card-50' }),
      compact: true,
    });
    expect(screen.getByRole('link', { name: /^View\s*:/ }).getAttribute('href')).toBe('/p/gift-card');
    expect(screen.getByRole('link', { name: 'Organic Creamy Peanut Butter' }).getAttribute('href')).toBe(
      '/p/gift-card',
    );
  });

  it('lets out of stock win over a view link, and a custom button win over everything', async () => {
    await renderCard({ product: makeProduct({ in_stock: false, product_type: 'configurable' }) });
    expect(screen.queryByRole('link', { name: /View Item/ })).toBeNull();
    cleanup();
    let clicked = false;
    await renderCard({
      product: makeProduct({ in_stock: false }),
      customButton: { label: 'Swap item', onClick: () => (clicked = true) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Swap item' }));
    expect(clicked).toBe(true);
  });

  it('shows the MAP message instead of the price', async () => {
    await renderCard({
      product: makeProduct({
        is_map_enabled: true,
        map_price: 9.99,
        msrp_display_actual_price_type: 'in_cart',
      }),
    });
    expect(screen.getByText('Advertised price: $9.99')).toBeTruthy();
    expect(screen.getByText('See best price in cart')).toBeTruthy();
    expect(screen.queryByText('$5.99')).toBeNull();
  });

  it("shows preference badges with '+N'", async () => {
    const pref = (badge_text: string) => ({
      badge_text,
      badge_category: { id: 9, name: 'diet' },
      isPreferenceBadge: true,
    });
    await renderCard({
      product: makeProduct({ product_badges: [pref('Vegan'), pref('Paleo'), pref('Keto'), pref('Kosher')] }),
    });
    expect(screen.getByText('Vegan')).toBeTruthy();
    expect(screen.getByText('Paleo')).toBeTruthy();
    expect(screen.queryByText('Keto')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
  });
});
