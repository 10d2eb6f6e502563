import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveMaintenance, MAINTENANCE_POLL_MS, returnPath } from '../features/maintenance/index.ts';
import Maintenance from './maintenance.tsx';

const fetchMock = vi.fn<typeof fetch>();
const down = () =>
  new Response(JSON.stringify({ success: false, errors: 'down', code: 'maintenance', maintenance: true }), {
    status: 500,
  });
const up = () => new Response(JSON.stringify({ maintenance: false }), { status: 200 });

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/maintenance', Component: Maintenance }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

/** Lets the poll's fetch answer inside act. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('/maintenance polls and returns the shopper', () => {
  let leave: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    leave = vi.spyOn(leaveMaintenance, 'to').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    leave.mockRestore();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks /api/v1/maintenance every 5 s while the store is down, then goes back to the page it came from', async () => {
    fetchMock.mockResolvedValueOnce(down()).mockResolvedValueOnce(down()).mockResolvedValue(up());
    renderAt('/maintenance?from=%2Fcart%3Fstep%3D2');
    expect(screen.getByRole('heading', { name: "We'll be right back" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/cart?step=2');

    await tick(MAINTENANCE_POLL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/maintenance');
    await tick(MAINTENANCE_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(leave).not.toHaveBeenCalled();

    await tick(MAINTENANCE_POLL_MS);
    expect(leave).toHaveBeenCalledExactlyOnceWith('/cart?step=2');
    // Once back, it stops asking.
    await tick(MAINTENANCE_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps waiting through a network failure, and goes home when it came from nowhere', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(up());
    renderAt('/maintenance');
    await tick(MAINTENANCE_POLL_MS);
    expect(leave).not.toHaveBeenCalled();
    await tick(MAINTENANCE_POLL_MS);
    expect(leave).toHaveBeenCalledExactlyOnceWith('/');
  });
});

describe('returnPath', () => {
  it('returns to a page of this store only', () => {
    expect(returnPath('/p/oat-bar?x=1')).toBe('/p/oat-bar?x=1');
    for (const from of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/maintenance?from=/',
    ]) {
      expect(returnPath(from)).toBe('/');
    }
  });
});
