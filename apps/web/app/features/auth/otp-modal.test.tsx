import { accountMessages } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../lib/snackbar-store.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { accountApi } from '../account/index.ts';
import { json, renderAt, signedIn } from '../account/test-support.tsx';
import { verifiesInPlace } from './auth-otp.ts';
import { OtpBehaviours } from './otp-behaviours.tsx';

const SAVED_MESSAGE = 'Your changes have been saved.';

/** A form changing the e-mail, as the account edit page does. */
function EmailForm() {
  const form = useFormSubmit({ email: 'ann@example.com' });
  const [saved, setSaved] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit({}, async () => {
          await accountApi.update({ email: form.values.email });
          setSaved(true);
        });
      }}
    >
      <label>
        Email <input {...form.field('email')} />
      </label>
      <button type="submit">Save changes</button>
      {saved ? <p>{SAVED_MESSAGE}</p> : null}
    </form>
  );
}

const fetchMock = vi.fn<typeof fetch>();
const account = signedIn({ sms_subscribed: false });

/** The edit page as the shell holds it: the OTP behaviours mounted beside the form. */
function EditPage() {
  return (
    <>
      <OtpBehaviours />
      <EmailForm />
    </>
  );
}

/** The server: the first change needs a code; `code` is the one it e-mailed. */
function serve(code: string) {
  let verified = false;
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).split('?')[0];
    if (path === '/api/v1/account/otp') return json({ success: true });
    if (path === '/api/v1/account/otp/verify') {
      verified = String(init?.body) === `otpCode=${code}`;
      return verified
        ? json({ success: true, verify_success: true })
        : json({ success: false, errors: 'Invalid code.', code: 'bad_request' }, 400);
    }
    if (path === '/api/v1/account' && init?.method === 'PUT') {
      return verified
        ? json({ ...account, email: 'ann.new@example.com' })
        : json({ success: false, errors: accountMessages.otpRequired, code: 'otp_required' }, 403);
    }
    return json(account);
  });
}

describe('the OTP modal', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
  });
  afterEach(() => {
    snackbar.clear();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is used over an open dialog or on the edit page; elsewhere the code page is', () => {
    expect(verifiesInPlace('/account/edit', false)).toBe(true);
    expect(verifiesInPlace('/account', true)).toBe(true);
    expect(verifiesInPlace('/account', false)).toBe(false);
    expect(verifiesInPlace('/checkout', false)).toBe(false);
  });

  it('checks the code over the edit form, which keeps what was typed, and the next save goes through', async () => {
    serve('123456');
    const { where } = renderAt(EditPage, '/account/edit', '/account/edit');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann.new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify it’s you' }, { timeout: 10_000 });
    expect(where()).toBe('/account/edit');
    await within(dialog).findByText('We sent a code to your e-mail. It works for 10 minutes.');
    fireEvent.change(within(dialog).getByLabelText('6-digit code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await within(dialog).findByText(accountMessages.otpFailed);

    fireEvent.change(within(dialog).getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann.new@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(SAVED_MESSAGE);
    expect(where()).toBe('/account/edit');
  });

  it('asks for the code before checking it', async () => {
    serve('123456');
    renderAt(EditPage, '/account/edit', '/account/edit');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann.new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify it’s you' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await within(dialog).findByText(accountMessages.otpRequired);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/otp/verify'))).toBe(false);
  });
});
