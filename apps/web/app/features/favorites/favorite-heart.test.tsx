import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../lib/snackbar-store.ts';
import { renderAt } from '../account/test-support.tsx';
import { makeAccount, visitorAccount } from '../membership/test-support.tsx';
import { FavoriteHeart } from './favorite-heart.tsx';

const product = { id: 7, title: 'Oat Bars' };
const favorites = (ids: number[]) => ({
  success: true,
  items: ids,
  list_item_data: ids.map((product_id) => ({ product_id, added_at: '2030-01-01T00:00:00.000Z' })),
  total: ids.length,
});

type Pending = { method: string; url: string; answer: (status: number, body: unknown) => void };

/** fetch that answers GET /account/wishlist at once and holds every change until the test answers it. */
function wishlistApi(initial: number[]) {
  const held: Pending[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const respond = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (method === 'GET') return Promise.resolve(respond(200, favorites(initial)));
    return new Promise<Response>((resolve) => {
      held.push({ method, url, answer: (status, body) => resolve(respond(status, body)) });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { held, fetchMock };
}

const heart = () => screen.getByRole('button', { name: 'Favorite Oat Bars' });

afterEach(() => {
  cleanup();
  snackbar.clear();
  vi.unstubAllGlobals();
});

// Account spec §4: 'Favorites update optimistically, marked CREATING or DELETING, then READY.'
describe('the favorite heart', () => {
  it('fills at once while the POST is out (CREATING), then settles READY on success', async () => {
    const { held } = wishlistApi([]);
    renderAt(() => <FavoriteHeart product={product} />, '/p/oat-bars', '/p/oat-bars', makeAccount());
    await screen.findByRole('button', { name: 'Favorite Oat Bars' });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(heart().dataset.status).toBe('CREATING');
    expect(heart().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]).toMatchObject({ method: 'POST', url: '/api/v1/account/wishlist?id=7' });
    // A second tap while the call is out sends nothing.
    fireEvent.click(heart());
    expect(held).toHaveLength(1);
    await act(async () => held[0]?.answer(200, favorites([7])));
    await waitFor(() => expect(heart().dataset.status).toBe('READY'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('rolls back and shows an error snack when the request fails', async () => {
    const { held } = wishlistApi([7]);
    renderAt(() => <FavoriteHeart product={product} />, '/p/oat-bars', '/p/oat-bars', makeAccount());
    await screen.findByRole('button', { name: 'Favorite Oat Bars' });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(heart().dataset.status).toBe('DELETING');
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]?.method).toBe('DELETE');
    await act(async () => held[0]?.answer(500, { success: false, errors: 'boom', code: 'internal' }));
    await waitFor(() => expect(heart().dataset.status).toBe('READY'));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(
      await screen.findByText("We couldn't remove Oat Bars from your favorites. Please try again."),
    ).toBeTruthy();
  });

  it('rolls an added favorite back when the POST fails', async () => {
    const { held } = wishlistApi([]);
    renderAt(() => <FavoriteHeart product={product} />, '/p/oat-bars', '/p/oat-bars', makeAccount());
    await screen.findByRole('button', { name: 'Favorite Oat Bars' });
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(heart());
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () =>
      held[0]?.answer(404, { success: false, errors: 'No product with id 7', code: 'not_found' }),
    );
    await waitFor(() => expect(heart().dataset.status).toBe('READY'));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(
      await screen.findByText("We couldn't add Oat Bars to your favorites. Please try again."),
    ).toBeTruthy();
  });

  it('sends a signed-out shopper to sign in and back to this page', async () => {
    const { fetchMock } = wishlistApi([]);
    const view = renderAt(
      () => <FavoriteHeart product={product} />,
      '/p/oat-bars',
      '/p/oat-bars?x=1',
      visitorAccount(),
    );
    const link = screen.getByRole('link', { name: 'Log in to save favorites' });
    fireEvent.click(link);
    expect(view.where()).toBe('/login?route=%2Fp%2Foat-bars%3Fx%3D1');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('wishlist'))).toEqual([]);
  });
});
