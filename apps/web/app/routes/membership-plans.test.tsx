import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, mockApi, OFFERS, renderPage } from '../features/membership/test-support.tsx';
import MembershipPlans from './membership-plans.tsx';

const PATH = '/membership/payment/plans';

describe('/membership/payment/plans', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/v1/membership/offers': () => [200, { success: true, offers: OFFERS }] });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the plans from GET /membership/offers with their prices', async () => {
    renderPage(MembershipPlans, PATH, PATH);
    const annual = await screen.findByRole('radio', { name: /Annual/ });
    expect(annual.closest('label')?.textContent).toContain('$59.95/year');
    expect(annual.closest('label')?.textContent).toContain('just $4.99/mo');
    expect(annual.closest('label')?.textContent).toContain('Best value');
    expect(screen.getByRole('radio', { name: /Monthly/ }).closest('label')?.textContent).toContain(
      '$11.99/month',
    );
    const trial = screen.getByRole('radio', { name: /trial/ });
    expect(trial.closest('label')?.textContent).toContain('Free for 30 days, then $59.95/year');
    // Nothing chosen in the URL: the annual plan is.
    expect((annual as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose your membership');
  });

  it('keeps the choice in the URL and sends a visitor on to create an account', async () => {
    const page = renderPage(MembershipPlans, PATH, PATH);
    fireEvent.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await waitFor(() => expect(page.where()).toBe(`${PATH}?plan=6`));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(page.where()).toBe('/membership/payment/account?plan=6'));
  });

  it('starts on the plan named in ?plan= and sends a signed-in lead straight to payment', async () => {
    const page = renderPage(MembershipPlans, PATH, `${PATH}?plan=0`, makeAccount({ user_status: 'lead' }));
    const trial = await screen.findByRole('radio', { name: /trial/ });
    expect((trial as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    await waitFor(() => expect(page.where()).toBe('/membership/payment/method?plan=0'));
  });
});
