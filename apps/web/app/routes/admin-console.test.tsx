import { permissionsOf, type StaffMe } from '@pantry/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, data, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleError, ConsoleFrame } from '../features/console/index.ts';
import { makeQueryClient } from '../lib/query-client.ts';
import ConsoleLoginPage from './admin-login.tsx';

const owner: StaffMe = {
  staff: {
    id: 1,
    email: 'owner@pantry.test',
    name: 'Olive Owner',
    role: 'owner',
    disabled: false,
    created_at: '2026-11-01T10:00:00.000Z',
    last_sign_in_at: null,
  },
  permissions: permissionsOf('owner'),
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderRoutes(routes: Parameters<typeof createRoutesStub>[0], url: string) {
  const Stub = createRoutesStub(routes);
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

/** The console's API as the browser meets it: each call answered in turn, and the calls kept. */
function stubAdminApi(answers: Record<string, { status: number; body: unknown }[]>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers[path]?.shift() ?? { status: 404, body: { success: false, errors: 'Not here' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}

describe('staff sign-in', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the password, then the six-digit code, then goes on to the page asked for', async () => {
    const calls = stubAdminApi({
      '/api/admin/auth/login': [{ status: 200, body: { step: 'totp' } }],
      '/api/admin/auth/totp': [
        { status: 401, body: { success: false, errors: 'That code is not right.', code: 'wrong_code' } },
        { status: 200, body: owner },
      ],
    });
    renderRoutes(
      [
        { path: '/admin/login', Component: ConsoleLoginPage },
        { path: '*', Component: Where },
      ],
      '/admin/login?route=%2Fadmin%2Faudit',
    );
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'owner@pantry.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pantry-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const code = await screen.findByLabelText('Six-digit code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That code is not right.'));

    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'ab12-cd34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/admin/audit');
    expect(calls).toEqual([
      { path: '/api/admin/auth/login', body: { email: 'owner@pantry.test', password: 'pantry-demo' } },
      { path: '/api/admin/auth/totp', body: { code: '123456' } },
      { path: '/api/admin/auth/totp', body: { code: 'ab12-cd34' } },
    ]);
  });

  it('shows the server’s refusal of a wrong password and stays on the first step', async () => {
    stubAdminApi({
      '/api/admin/auth/login': [
        { status: 401, body: { success: false, errors: 'The e-mail or password is incorrect.' } },
      ],
    });
    renderRoutes([{ path: '/admin/login', Component: ConsoleLoginPage }], '/admin/login');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'owner@pantry.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The e-mail or password is incorrect.'),
    );
    expect(screen.queryByLabelText('Six-digit code')).toBeNull();
  });
});

describe('a console page the role may not open', () => {
  afterEach(cleanup);

  it('says so in the console’s frame, with the way back, instead of failing', async () => {
    const Frame = ({ children }: { children: React.ReactNode }) => (
      <ConsoleFrame session={owner}>{children}</ConsoleFrame>
    );
    renderRoutes(
      [
        {
          path: '/admin/staff',
          loader: () => {
            throw data({ message: 'Your role does not allow this.' }, { status: 403 });
          },
          Component: () => null,
          HydrateFallback: () => null,
          ErrorBoundary: () => (
            <Frame>
              <ConsoleError />
            </Frame>
          ),
        },
      ],
      '/admin/staff',
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('You can’t open this page');
    expect(screen.getByText('Your role does not allow this.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeTruthy();
  });
});
