import { REVIEW_NOTICE } from '@pantry/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../account/test-support.tsx';
import { makeAccount, mockApi } from '../membership/test-support.tsx';
import { ProductReviews } from './product-reviews.tsx';

const product = { id: 7, title: 'Oat Bars', rating_average: 4.5, review_count: 12, review_offer: 2 };
const review = (id: number, rating: number, text: string) => ({
  id,
  product_id: 7,
  rating,
  title: `Review ${id}`,
  text,
  nickname: 'Ada L.',
  created_at: '2030-01-02T10:00:00.000Z',
});
const stars = { '1': 1, '2': 0, '3': 0, '4': 1, '5': 10 };

function reviewsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/products/7/reviews': () => [
      200,
      {
        reviews: [
          review(1, 5, '<img src=x onerror="alert(1)"> <b>great</b>'),
          review(2, 4, 'Good.\n\nSecond paragraph.'),
        ],
        count: 12,
        cur_page: 1,
        page_size: 10,
        star_counts: stars,
      },
    ],
    'GET /api/v1/account/reviews': () => [
      200,
      {
        reviewable: [
          {
            product_id: 7,
            title: 'Oat Bars',
            url_key: 'oat-bars',
            image: null,
            ordered_at: '2030-01-01T00:00:00.000Z',
            review_offer: 2,
            hidden_until: null,
          },
        ],
        maybe_later: [],
        reviewed: [],
      },
    ],
    ...extra,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a product’s reviews', () => {
  it('shows review text as text, never as HTML, and pages and filters through the API', async () => {
    const { calls } = reviewsApi();
    const view = renderAt(
      () => <ProductReviews product={product} />,
      '/p/oat-bars',
      '/p/oat-bars',
      makeAccount(),
    );
    await screen.findByText('Review 1');
    expect(view.container.querySelector('.review img, .review b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"> <b>great</b>')).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByText(/12 reviews, newest first\. Page 1 of 2\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('cur_page=2'))).toBe(true));
    fireEvent.change(screen.getByLabelText('Filter by stars'), { target: { value: '5' } });
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('rating=5') && c.url.includes('cur_page=1'))).toBe(true),
    );
  });

  it('lets a shopper who bought it write a review, then shows the spec’s notice word for word', async () => {
    const { calls } = reviewsApi({
      'POST /api/v1/products/7/reviews': () => [200, { success: true, review: {}, notice: REVIEW_NOTICE }],
    });
    renderAt(() => <ProductReviews product={product} />, '/p/oat-bars', '/p/oat-bars', makeAccount());
    expect(await screen.findByText('Earn $2 Thrive Cash')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Tasty' } });
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Chewy and not too sweet.' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    });
    expect((await screen.findByRole('status')).textContent).toBe(REVIEW_NOTICE);
    const post = calls.find((c) => c.method === 'POST');
    expect(new URLSearchParams(post?.body)).toEqual(
      new URLSearchParams('rating=4&title=Tasty&text=Chewy+and+not+too+sweet.'),
    );
  });
});
