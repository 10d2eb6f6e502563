import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { cartQuery } from './api.ts';

/**
 * Issue 12 (noise): every page load started a cart request that the client itself aborted. React mounts the
 * cart's readers twice while a page starts (strict mode does it on purpose), and a request tied to the first
 * mount was aborted when it went away. The cart request now outlives the component that started it.
 */

const fetchMock = vi.fn<typeof fetch>();

function CartCount() {
  const { data } = useQuery(cartQuery());
  return <span>{data ? 'loaded' : 'loading'}</span>;
}

describe('the cart request', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is sent once and never aborted when its reader mounts twice (strict mode)', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.signal) signals.push(init.signal);
      await new Promise((done) => setTimeout(done, 20));
      return new Response(JSON.stringify({ total_items_in_cart: 0 }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const view = render(
      <StrictMode>
        <QueryClientProvider client={makeQueryClient()}>
          <CartCount />
        </QueryClientProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(view.getByText('loaded')).toBeTruthy());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/carts']);
    expect(signals.filter((signal) => signal.aborted)).toEqual([]);
  });
});
