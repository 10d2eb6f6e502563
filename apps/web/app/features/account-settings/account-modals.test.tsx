import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, signedIn } from '../account/test-support.tsx';
import { AccountModals } from './account-modals.tsx';
import { HEAR_ABOUT_US_KEY, MONTHLY_UPGRADE_KEY, SINGLE_CART_KEY } from './modal-rules.ts';

const fetchMock = vi.fn<typeof fetch>();

describe('AccountModals', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks how you heard about us once, in a labelled dialog that Escape closes', async () => {
    renderAt(AccountModals, '*', '/', signedIn({ hear_about_us: null }));
    const dialog = await screen.findByRole('dialog', { name: 'How did you hear about us?' });
    expect(localStorage.getItem(HEAR_ABOUT_US_KEY)).toContain('"shown":true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    cleanup();
    renderAt(AccountModals, '*', '/', signedIn({ hear_about_us: null }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves the answer with POST /hdyh', async () => {
    fetchMock.mockResolvedValueOnce(json(signedIn({ hear_about_us: 'Podcast or radio' })));
    renderAt(AccountModals, '*', '/', signedIn({ hear_about_us: null }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByLabelText('Podcast or radio'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/hdyh$/);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('answer=Podcast%20or%20radio');
  });

  it('clears the single-cart flag on close, and only logs a failure to do so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ success: false, errors: 'Oops', code: 'internal' }, 500));
    renderAt(AccountModals, '*', '/', signedIn({ single_cart_migrated_landing: 1 }));
    await screen.findByRole('dialog', { name: 'One cart for everything' });
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('single_cart_migrated_landing=0');
    expect(screen.queryByRole('alert')).toBeNull();
    // Remembered here, so the failed clearing doesn't bring it back on the next visit.
    expect(localStorage.getItem(SINGLE_CART_KEY)).toBe('7');
    logged.mockRestore();
  });

  it('offers a monthly member the annual plan in a modal, and upgrades there', async () => {
    const mo = signedIn({
      user_status: 'member',
      num_orders: 1,
      subscription: { ...signedIn().subscription, membership_status: 'Monthly', expired_date: '2026-12-20' },
    });
    const annualNow = { ...mo, subscription: { ...mo.subscription, membership_status: 'Annual' as const } };
    const offer = { name: 'Plan', term_months: 1, trial_days: 0, due_today: 0, renews_as: '' };
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).split('?')[0];
      if (path === '/api/v1/membership/offers') {
        return json({
          success: true,
          offers: [
            {
              ...offer,
              plan_code: 3,
              kind: 'annual',
              price: 59.95,
              monthly_equivalent: 4.99,
              term_months: 12,
            },
            { ...offer, plan_code: 6, kind: 'monthly', price: 9.99, monthly_equivalent: 9.99 },
          ],
        });
      }
      if (path === '/api/v1/membership/upgrade') return json(annualNow);
      return json(mo);
    });
    renderAt(AccountModals, '*', '/', mo);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Upgrade your membership' },
      { timeout: 10_000 },
    );
    expect(localStorage.getItem(MONTHLY_UPGRADE_KEY)).not.toBeNull();
    await within(dialog).findByText(/Switch to \$59\.95\/year/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save with annual' }));
    await within(dialog).findByText("You're on the annual plan");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/membership/upgrade') && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
