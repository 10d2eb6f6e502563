import type { Account } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, signedIn, visitor, Where } from '../features/account/test-support.tsx';
import { GOOGLE_INIT_ERROR_KEY, GOOGLE_SCRIPT_SRC } from '../features/auth/index.ts';
import { makeQueryClient } from '../lib/query-client.ts';
import Login from './login.tsx';

const fetchMock = vi.fn<typeof fetch>();

function renderLogin(url = '/login') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ account: visitor() as Account, publicConfig: { googleClientId: 'client-1' } }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <Outlet />
          <Where />
        </>
      ),
      children: [
        { path: 'login', Component: Login },
        { path: '*', Component: () => null },
      ],
    },
  ]);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

describe('Google sign-in on the login page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete window.google;
  });

  it('reports a script that fails to load and leaves the rest of the page working', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Sign in or create an account' });
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT_SRC}"]`);
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(logged).toHaveBeenCalledWith(GOOGLE_INIT_ERROR_KEY, expect.any(Error)));
    expect(document.querySelector('.google-button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    logged.mockRestore();
  });

  it('renders Google’s button and posts its credential as multipart google_oauth_token', async () => {
    let callback: ((response: { credential?: string }) => void) | undefined;
    const renderButton = vi.fn();
    window.google = {
      accounts: {
        id: {
          initialize: (config) => {
            callback = config.callback;
          },
          renderButton,
          prompt: vi.fn(),
          cancel: vi.fn(),
        },
      },
    };
    fetchMock.mockResolvedValueOnce(json({ ...signedIn(), action_taken: 'new_user_created_associated' }));
    renderLogin('/login?route=%2Faccount');
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    await act(async () => {
      callback?.({ credential: 'id-token-1' });
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account'));
    const [url, init = {}] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/google');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).reqsource).toBe('web');
    expect((init.body as FormData).get('google_oauth_token')).toBe('id-token-1');
  });
});
