import { visitorAccount } from '@pantry/domain';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../lib/snackbar-store.ts';
import { json, renderAt, signedIn } from '../account/test-support.tsx';
import { OtpShell } from './otp-shell.tsx';

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);

describe('the shell’s OTP handling, loaded where it can act', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/nonce/verify')
        ? json({ success: true, verify_success: true })
        : json(signedIn()),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    snackbar.clear();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('still checks an e-mailed link a visitor opens', async () => {
    const { where } = renderAt(OtpShell, '/', '/?otpNonce=abc123&route=%2Faccount', visitorAccount());
    await waitFor(() => expect(where()).toBe('/account'));
    expect(calls()).toContain('/api/v1/account/nonce/verify');
  });

  it('does nothing for a visitor without a link (its code is not even fetched)', async () => {
    const view = renderAt(OtpShell, '/', '/?utm_source=mail', visitorAccount());
    await new Promise((done) => setTimeout(done, 50));
    expect(view.where()).toBe('/?utm_source=mail');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
