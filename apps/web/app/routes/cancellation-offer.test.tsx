import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCancellation, saveCancellation } from '../features/membership/index.ts';
import { makeAccount, mockApi, renderPage } from '../features/membership/test-support.tsx';
import CancellationOffer from './cancellation-offer.tsx';

const PATH = '/cancellation/offer';
const member = makeAccount({
  user_status: 'member',
  subscription: { ...makeAccount().subscription, plan_code: 3 },
});

describe('/cancellation/offer', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('cancels with the reasons given on /cancellation/reasons, then shows the confirmation', async () => {
    saveCancellation({ reasons: ['It costs too much', 'Other'], feedback: 'Moving abroad' });
    const { calls } = mockApi({
      'POST /api/v1/membership/cancel': () => [200, makeAccount({ user_status: 'canceled' })],
    });
    const page = renderPage(CancellationOffer, PATH, PATH, member);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to cancel' }));
    await waitFor(() => expect(page.where()).toBe('/cancellation/confirmation'));
    expect(calls[0]?.body).toBe('reasons=It%20costs%20too%20much&reasons=Other&feedback=Moving%20abroad');
    expect(readCancellation().reasons).toEqual([]);
  });

  it('offers a free month once (POST /membership/retention-offer)', async () => {
    const { calls } = mockApi({ 'POST /api/v1/membership/retention-offer': () => [200, member] });
    const page = renderPage(CancellationOffer, PATH, PATH, member);
    fireEvent.click(screen.getByRole('button', { name: 'Stay and get a free month' }));
    await waitFor(() => expect(page.where()).toBe('/cancellation/offer-confirmation'));
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/membership/retention-offer']);
  });

  it('has no offer for a trial or a membership that used it', () => {
    mockApi({});
    renderPage(CancellationOffer, PATH, PATH, makeAccount({ user_status: 'trial' }));
    expect(screen.queryByRole('button', { name: 'Stay and get a free month' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirm your cancellation');
    cleanup();
    const used = makeAccount({
      user_status: 'member',
      subscription: { ...member.subscription, retention_offer_used: true },
    });
    renderPage(CancellationOffer, PATH, PATH, used);
    expect(screen.queryByRole('button', { name: 'Stay and get a free month' })).toBeNull();
  });
});
