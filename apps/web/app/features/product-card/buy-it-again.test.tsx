import type { Account } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { json, signedIn, visitor } from '../account/test-support.tsx';
import { fakeCartServer } from '../cart/test-support.ts';
import { ProductCard } from './product-card.tsx';

/**
 * The 'Buy It Again' badge (issue 24): derived from the signed-in shopper's own orders through GET
 * /account/purchased/ids, which is asked only when signed in (account spec §4), once for every card.
 */

function NoFallback() {
  return null;
}

async function renderCards(account: Account, purchased: number[]) {
  const server = fakeCartServer();
  server.respond = (call) => {
    if (call.path === '/api/v1/account') return json(account);
    if (call.path === '/api/v1/account/purchased/ids') return json({ items: purchased });
    return undefined;
  };
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  const client = makeQueryClient();
  const Cards = () => (
    <>
      <ProductCard product={makeProduct({ id: 101, title: 'Bought peanut butter' })} />
      <ProductCard product={makeProduct({ id: 202, title: 'New almond butter' })} />
    </>
  );
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ navigation: { categories: [] } }),
      HydrateFallback: NoFallback,
      children: [{ path: '*', Component: Cards }],
    },
  ]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={['/c/food']} />
    </QueryClientProvider>,
  );
  await screen.findAllByRole('article');
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return server;
}

const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement;
const purchasedCalls = (server: ReturnType<typeof fakeCartServer>) =>
  server.calls.filter((call) => call.path === '/api/v1/account/purchased/ids');

describe("the 'Buy It Again' badge", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows on the cards of products the signed-in shopper bought, and only those', async () => {
    const server = await renderCards(signedIn(), [101, 303]);
    await waitFor(() => expect(cardOf('Bought peanut butter').textContent).toContain('Buy It Again'));
    expect(cardOf('New almond butter').textContent).not.toContain('Buy It Again');
    // One call for every card on the page.
    expect(purchasedCalls(server)).toHaveLength(1);
  });

  it('is never asked for, nor shown, for a visitor', async () => {
    const server = await renderCards(visitor(), [101]);
    expect(cardOf('Bought peanut butter').textContent).not.toContain('Buy It Again');
    expect(purchasedCalls(server)).toHaveLength(0);
  });
});
