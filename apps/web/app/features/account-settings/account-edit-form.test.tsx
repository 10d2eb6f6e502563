import { accountMessages } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, signedIn } from '../account/test-support.tsx';
import { useOtpRequiredRedirect } from '../auth/index.ts';
import { AccountEditForm, EDIT_DRAFT_KEY, SAVED_MESSAGE } from './account-edit-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** The edit form as the shell holds it: with the one 'otp_required' handler mounted. */
function EditPage() {
  useOtpRequiredRedirect();
  return <AccountEditForm account={signedIn({ sms_subscribed: false })} />;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('the account edit form', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the account as stored, the phone as 123-456-7890', () => {
    renderAt(EditPage, '/account/edit', '/account/edit');
    expect(field('Full name').value).toBe('Ann Lee');
    expect(field('Email').value).toBe('ann@example.com');
    expect(field('Mobile number').value).toBe('503-555-0123');
    expect(field('New password').value).toBe('');
  });

  it('sends the shopper to the code page when a change needs one, and keeps the draft', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, errors: accountMessages.otpRequired, code: 'otp_required' }, 403),
    );
    const { where } = renderAt(EditPage, '/account/edit', '/account/edit');
    fireEvent.change(field('Email'), { target: { value: 'ann.new@example.com' } });
    save();
    await waitFor(() => expect(where()).toBe('/account/otp?route=%2Faccount%2Fedit'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/account');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('email=ann.new%40example.com');
    expect(JSON.parse(sessionStorage.getItem(EDIT_DRAFT_KEY) ?? '{}')).toMatchObject({
      email: 'ann.new@example.com',
      password: '',
    });
  });

  it('restores the draft after the code check, ready to save again', () => {
    sessionStorage.setItem(
      EDIT_DRAFT_KEY,
      JSON.stringify({
        fullname: 'Ann Lee',
        email: 'ann.new@example.com',
        password: '',
        telephone: '503-555-0123',
        sms: true,
      }),
    );
    renderAt(EditPage, '/account/edit', '/account/edit');
    expect(field('Email').value).toBe('ann.new@example.com');
    expect(screen.getByText('You’re verified. Press Save changes to finish.')).toBeTruthy();
    expect(sessionStorage.getItem(EDIT_DRAFT_KEY)).toBeNull();
  });

  it('checks fields with the domain rules and sends only what changed', async () => {
    renderAt(EditPage, '/account/edit', '/account/edit');
    fireEvent.change(field('Mobile number'), { target: { value: '555-01' } });
    fireEvent.change(field('New password'), { target: { value: 'short' } });
    save();
    expect(screen.getByText(accountMessages.invalidPhone)).toBeTruthy();
    expect(screen.getByText(accountMessages.invalidPassword)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(signedIn({ firstname: 'Ann Marie', lastname: 'Lee-Smith' })));
    fireEvent.change(field('Mobile number'), { target: { value: '503-555-0123' } });
    fireEvent.change(field('New password'), { target: { value: '' } });
    fireEvent.change(field('Full name'), { target: { value: 'Ann Marie  Lee-Smith' } });
    save();
    await screen.findByText(SAVED_MESSAGE);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('fullname=Ann%20Marie%20%20Lee-Smith');
  });

  it('shows a refusal naming a field under it', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, errors: accountMessages.emailExists, code: 'conflict', field: 'email' }, 409),
    );
    renderAt(EditPage, '/account/edit', '/account/edit');
    fireEvent.click(screen.getByLabelText(/Text me order updates/));
    fireEvent.change(field('Email'), { target: { value: 'taken@example.com' } });
    save();
    await screen.findByText(accountMessages.emailExists);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('email=taken%40example.com&sms_subscribed=1');
  });
});
