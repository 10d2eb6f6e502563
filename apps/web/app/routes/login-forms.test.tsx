import { accountMessages } from '@pantry/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderAt, signedIn } from '../features/account/test-support.tsx';
import Login from './login.tsx';

const fetchMock = vi.fn<typeof fetch>();

function openLogin(url = '/login') {
  return renderAt(Login, '/login', url);
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('the login page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what is missing before posting anything (spec §5 messages)', async () => {
    openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf(field('Email'))).toContain(accountMessages.required);
    expect(errorOf(field('Password'))).toContain(accountMessages.required);
    expect(document.activeElement).toBe(field('Email'));

    fireEvent.change(field('Email'), { target: { value: 'ann@example' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf(field('Email'))).toContain(accountMessages.invalidEmail);
    expect(errorOf(field('Password'))).toContain(accountMessages.invalidPassword);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks every field of a new account', () => {
    openLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(errorOf(field('First name'))).toContain(accountMessages.required);
    expect(errorOf(field('Last name'))).toContain(accountMessages.required);
    expect(errorOf(field('Email'))).toContain(accountMessages.required);
    expect(errorOf(field('Password'))).toContain(accountMessages.required);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves between tabs with the arrow keys', () => {
    openLogin();
    const first = screen.getByRole('tab', { name: 'Sign in' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const code = screen.getByRole('tab', { name: 'Email me a code' });
    expect(code.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole('tabpanel', { name: 'Email me a code' })).toBeTruthy();
  });

  it('shows a refusal that names a field under that field, others above the form', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        { success: false, errors: accountMessages.accountNotFound, code: 'not_found', field: 'email' },
        404,
      ),
    );
    openLogin();
    fireEvent.change(field('Email'), { target: { value: 'nobody@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(errorOf(field('Email'))).toContain(accountMessages.accountNotFound));

    fetchMock.mockResolvedValueOnce(
      json({ success: false, errors: accountMessages.accountLocked, code: 'locked' }, 423),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(accountMessages.accountLocked));
  });

  it('signs in with form-encoded fields and goes to the route parameter', async () => {
    fetchMock.mockResolvedValueOnce(json(signedIn()));
    const { where, client } = openLogin('/login?route=%2Fc%2Ffood%3Fsort%3Dprice');
    fireEvent.change(field('Email'), { target: { value: ' ann@example.com ' } });
    fireEvent.change(field('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/c/food?sort=price'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/login');
    expect(init?.body).toBe('email=ann%40example.com&password=correct%20horse');
    expect(client.getQueryData(['account'])).toMatchObject({ logged_in: 1, firstname: 'Ann' });
  });

  it('never follows a route to another site', async () => {
    fetchMock.mockResolvedValueOnce(json(signedIn()));
    const { where } = openLogin('/login?route=%2F%2Fevil.example%2Fphish');
    fireEvent.change(field('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(field('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('signs in with an e-mailed code in two steps', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true })).mockResolvedValueOnce(json(signedIn()));
    const { where } = openLogin('/login?mode=code&route=%2Faccount');
    fireEvent.change(field('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    await screen.findByLabelText('6-digit code');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('email=ann%40example.com&route=%2Faccount');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf(field('6-digit code'))).toContain(accountMessages.otpRequired);
    fireEvent.change(field('6-digit code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/account'));
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('email=ann%40example.com&otpCode=123456');
  });

  it('offers Google only when a client id is configured', () => {
    openLogin();
    expect(screen.queryByText('or')).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });
});
