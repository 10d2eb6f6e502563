import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeQueryClient } from '../../lib/query-client.ts';
import { makeProduct } from '../../test-utils/fixtures.ts';
import type { CardProduct } from './card-product.ts';
import { ProductCard } from './product-card.tsx';

/** A sponsored card (issue 26) says 'Sponsored' first among its highlights, where the badge limit cannot hide it. */

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

function within(label: string): string[] {
  const list = screen.queryByRole('list', { name: label });
  return list ? [...list.querySelectorAll('li')].map((item) => item.textContent ?? '') : [];
}

describe('a sponsored card', () => {
  afterEach(cleanup);

  it("says 'Sponsored' first, before the badges that would otherwise fill the limit", async () => {
    await renderCard(makeProduct({ ads, ebt_eligibility: 1, tc_product_type: 'GWP' }));
    expect(within('Product highlights')[0]).toBe('Sponsored');
  });

  it('says nothing of it for a card that is no ad', async () => {
    await renderCard(makeProduct());
    expect(within('Product highlights')).not.toContain('Sponsored');
  });
});
