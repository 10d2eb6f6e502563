import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MembershipModalHost, openMembershipModal, useMembershipModalOpen } from './membership-modal.tsx';
import { PLA_STORAGE_KEY } from './membership-modal-rules.ts';
import { makeAccount, mockApi, OFFERS, renderPage, visitorAccount } from './test-support.tsx';

function Host() {
  const open = useMembershipModalOpen();
  return (
    <>
      <MembershipModalHost />
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
    </>
  );
}

describe('MembershipModalHost', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/v1/membership/offers': () => [200, { success: true, offers: OFFERS }] });
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('opens for a visitor with the benefits, the plans and Start membership', async () => {
    renderPage(Host, '/', '/', visitorAccount());
    act(() => openMembershipModal());
    const dialog = await screen.findByRole('dialog', { name: 'Members pay less' });
    expect(dialog.textContent).toContain('Free shipping on grocery orders over $150');
    await waitFor(() => expect(dialog.textContent).toContain('$59.95/year (just $4.99/mo)'));
    const start = screen.getByRole('link', { name: 'Start membership' });
    expect(start.getAttribute('href')).toBe('/membership/payment/plans');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('stays closed for a member, and the request does not linger', async () => {
    renderPage(Host, '/', '/', makeAccount({ user_status: 'member' }));
    act(() => openMembershipModal());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed for a visit that landed from a product-listing ad', async () => {
    sessionStorage.setItem(PLA_STORAGE_KEY, '1');
    renderPage(Host, '/', '/', visitorAccount());
    act(() => openMembershipModal());
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
