import { accountMessages } from '@pantry/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, signedIn } from '../features/account/test-support.tsx';
import type { Route } from './+types/account-otp';
import AccountOtp from './account-otp.tsx';

const fetchMock = vi.fn<typeof fetch>();

function Page() {
  return <AccountOtp {...({ loaderData: { email: 'nia@example.com' } } as Route.ComponentProps)} />;
}

describe('/account/otp', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a code was sent when a change waits for one', async () => {
    fetchMock.mockResolvedValue(
      json({ success: true, message: 'We sent a verification code to your e-mail.' }),
    );
    renderAt(
      Page,
      '/account/otp',
      '/account/otp?route=%2Faccount%2Fedit',
      signedIn({ email: 'nia@example.com' }),
    );
    expect(await screen.findByText(/We sent a code to nia@example.com/)).toBeTruthy();
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opened with no change waiting, claims no code and offers no code form (issue 12)', async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, errors: accountMessages.noChangeToVerify, code: 'conflict' }, 409),
    );
    renderAt(Page, '/account/otp', '/account/otp', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing to verify' })).toBeTruthy();
    expect(screen.getByText(accountMessages.noChangeToVerify)).toBeTruthy();
    expect(screen.queryByText(/We sent/)).toBeNull();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to my account details' }).getAttribute('href')).toBe(
      '/account/edit',
    );
  });
});
