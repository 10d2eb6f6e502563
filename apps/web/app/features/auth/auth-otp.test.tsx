import { accountMessages } from '@pantry/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../lib/snackbar-store.ts';
import { json, renderAt, signedIn } from '../account/test-support.tsx';
import { useOtpLinkHandler, VERIFY_FAILED_TIMEOUT_MS } from './auth-otp.ts';

const fetchMock = vi.fn<typeof fetch>();

function LinkHandler() {
  useOtpLinkHandler();
  return null;
}

/** Answers by path, as the API would. */
function answer(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split('?')[0] ?? '';
    const reply = routes[path];
    if (!reply) throw new Error(`unexpected call ${path}`);
    return reply();
  });
}

describe('e-mailed sign-in links (otpNonce, otpCode)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    snackbar.clear();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('verifies the nonce, refreshes the account and goes to the route with the other parameters', async () => {
    answer({
      '/api/v1/account/nonce/verify': () => json({ success: true, verify_success: true }),
      '/api/v1/account': () => json(signedIn()),
    });
    const { where, client } = renderAt(
      LinkHandler,
      '/',
      '/?otpNonce=abc123&route=%2Faccount%2Fedit&utm_source=mail',
    );
    await waitFor(() => expect(where()).toBe('/account/edit?utm_source=mail'));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining(accountMessages.otpVerified),
    );
    const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/nonce/verify'));
    expect(verify?.[1]?.method).toBe('POST');
    expect(verify?.[1]?.body).toBe('nonce=abc123');
    expect(client.getQueryData(['account'])).toMatchObject({ logged_in: 1 });
  });

  it('fails unless both success and verify_success are true, says so for 10 s and stays', async () => {
    answer({
      '/api/v1/account/nonce/verify': () => json({ success: true, verify_success: false }),
    });
    const { where } = renderAt(LinkHandler, '/c/:key', '/c/food?otpNonce=old&route=%2Faccount&sort=price');
    await waitFor(() => expect(where()).toBe('/c/food?sort=price'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(accountMessages.otpFailed);
    expect(snackbar.getSnapshot()[0]?.timeout).toBe(VERIFY_FAILED_TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a refused link (400) as a failure too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer({
      '/api/v1/account/nonce/verify': () =>
        json(
          { success: false, verify_success: false, errors: accountMessages.linkInvalid, code: 'bad_request' },
          400,
        ),
    });
    const { where } = renderAt(LinkHandler, '/', '/?otpNonce=used');
    await waitFor(() => expect(where()).toBe('/'));
    expect((await screen.findByRole('alert')).textContent).toContain(accountMessages.otpFailed);
    logged.mockRestore();
  });

  it('checks an otpCode with the account’s code check when there is no nonce', async () => {
    answer({
      '/api/v1/account/otp/verify': () => json({ success: true, verify_success: true }),
      '/api/v1/account': () => json(signedIn()),
    });
    const { where } = renderAt(LinkHandler, '/', '/?otpCode=123456&route=%2Faccount');
    await waitFor(() => expect(where()).toBe('/account'));
    const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/otp/verify'));
    expect(verify?.[1]?.body).toBe('otpCode=123456');
  });
});
