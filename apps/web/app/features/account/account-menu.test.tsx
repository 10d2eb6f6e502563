import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu.tsx';
import { json, signedIn, visitor } from './test-account.ts';
import { renderAt } from './test-support.tsx';

const fetchMock = vi.fn<typeof fetch>();

describe('the header’s account menu', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers visitors a sign-in link that comes back to the page', () => {
    renderAt(AccountMenu, '*', '/c/food?sort=price', visitor());
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?route=%2Fc%2Ffood%3Fsort%3Dprice',
    );
  });

  it('writes one return route for a query however it is spelt, so server and browser agree (issue 12)', () => {
    // React Router's server rewrites '%20' as '+' in the query it hands the page; the browser keeps '%20'.
    const hrefs = ['?q=peanut+butter', '?q=peanut%20butter'].map((search) => {
      renderAt(AccountMenu, '*', `/search/results${search}`, visitor());
      const href = screen.getByRole('link', { name: 'Sign in' }).getAttribute('href');
      cleanup();
      return href;
    });
    expect(hrefs).toEqual([
      '/login?route=%2Fsearch%2Fresults%3Fq%3Dpeanut%2Bbutter',
      '/login?route=%2Fsearch%2Fresults%3Fq%3Dpeanut%2Bbutter',
    ]);
  });

  it('opens under the first name, closes with Escape, and signs out to a visitor at home', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/auth/logout') ? json({ success: true }) : json(visitor()),
    );
    const { where, client } = renderAt(AccountMenu, '/account/*', '/account/edit', signedIn());
    const button = screen.getByRole('button', { name: 'Account menu, Ann' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The menu's contents load the first time it opens.
    expect((await screen.findByRole('link', { name: 'Orders' })).getAttribute('href')).toBe(
      '/account/orders',
    );
    expect(button.getAttribute('aria-controls')).toBe(screen.getByText('Hi, Ann').parentElement?.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    expect(button.getAttribute('aria-controls')).toBeNull();

    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'POST /api/v1/auth/logout',
      'GET /api/v1/account',
    ]);
    expect(client.getQueryData(['account'])).toMatchObject({ logged_in: 0 });
  });
});
