import type { SponsoredProductEvent } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { makeProduct } from '../../test-utils/fixtures.ts';
import { fakeCartServer } from '../cart/test-support.ts';
import type { CardProduct } from './card-product.ts';
import { ProductCard } from './product-card.tsx';

/** A sponsored card (issue 26): says 'Sponsored', and sends its viewport, click and add events once per page view. */

type Observed = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit };
let observers: Observed[] = [];
let tracked: SponsoredProductEvent[][] = [];

class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

function showAll(ratio: number) {
  for (const { callback } of observers)
    callback(
      [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
}

const ads = { object_tracking_id: 'track-9', display_position: 2, product_id: 101 };

async function renderCard(product: CardProduct) {
  const Stub = createRoutesStub([
    {
      path: '/',
      loader: () => ({ navigation: { categories: [] } }),
      HydrateFallback: () => null,
      children: [{ path: '*', Component: () => <ProductCard product={product} /> }],
    },
  ]);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <Stub initialEntries={['/search?q=peanut']} />
    </QueryClientProvider>,
  );
  await screen.findByRole('article');
}

describe('a sponsored card', () => {
  beforeEach(() => {
    observers = [];
    tracked = [];
    const server = fakeCartServer();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (String(url).includes('/track/sponsored_product')) {
          tracked.push(JSON.parse(String(init?.body)));
          return Promise.resolve(new Response('{"success":true,"stored":1}'));
        }
        return server.fetch(url, init);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says 'Sponsored' first, and sends each event once per page view in one batch after 1 s", async () => {
    await renderCard(makeProduct({ ads, ebt_eligibility: 1, tc_product_type: 'GWP' }));
    const badges = within('Product highlights');
    expect(badges[0]).toBe('Sponsored');
    // The tracking code loads with the first sponsored card, then observes it.
    await waitFor(() => expect(observers).toHaveLength(2));
    vi.useFakeTimers();
    try {
      act(() => {
        showAll(1);
        showAll(0.6);
      });
      fireEvent.click(screen.getByRole('link', { name: 'Organic Creamy Peanut Butter' }));
      fireEvent.click(screen.getByRole('link', { name: 'Organic Creamy Peanut Butter' }));
      await act(() => vi.advanceTimersByTimeAsync(1000));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(tracked).toHaveLength(1));
    const events = tracked[0] ?? [];
    expect(events.map((event) => event.event).sort()).toEqual([
      '1px_in_viewport',
      'begin_to_render_viewport',
      'clicked',
      'viewable_in_viewport',
    ]);
    const data = events[0]?.data.sponsored_product_data;
    expect(data).toMatchObject({ object_tracking_id: 'track-9', display_position: 2, product_id: 101 });
    expect(data?.record_version).toBe(999);
    expect(new Set(events.map((event) => event.data.sponsored_product_data.page_view_id)).size).toBe(1);
  });

  it('sends nothing for a card that is no ad, and loads no tracking for it', async () => {
    await renderCard(makeProduct());
    fireEvent.click(screen.getByRole('link', { name: 'Organic Creamy Peanut Butter' }));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(observers).toHaveLength(0);
    expect(tracked).toHaveLength(0);
    expect(within('Product highlights')).not.toContain('Sponsored');
  });
});

function within(label: string): string[] {
  const list = screen.queryByRole('list', { name: label });
  return list ? [...list.querySelectorAll('li')].map((item) => item.textContent ?? '') : [];
}
