import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lateScrollTarget, SCROLL_RESTORE_MS, useLateScrollRestore } from './late-scroll-restore.ts';

describe('lateScrollTarget', () => {
  it('restores the saved position unless the shopper moved or the page is already there', () => {
    expect(lateScrollTarget(800, 0, false)).toBe(800);
    expect(lateScrollTarget(800, 0, true)).toBeNull();
    expect(lateScrollTarget(800, 800, false)).toBeNull();
    expect(lateScrollTarget(undefined, 0, false)).toBeNull();
  });
});

function Frame() {
  useLateScrollRestore();
  return <Outlet />;
}

/** Scrolls the page as a shopper would: the position, then the scroll event. */
function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restored 1 s after back navigation', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
    scrollTo.mockImplementation((_x: number, y: number) => scrollPage(y));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    scrollPage(0);
  });

  function renderRouter() {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Frame,
          children: [
            { path: 'list', Component: () => <p>list</p> },
            { path: 'item', Component: () => <p>item</p> },
          ],
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('puts the list back where it was left, 1000 ms after coming back to it', async () => {
    const router = renderRouter();
    scrollPage(1200);
    await act(() => router.navigate('/item'));
    scrollPage(0);
    await act(() => router.navigate(-1));
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_RESTORE_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1200);
  });

  it('leaves the page alone when the shopper scrolls meanwhile, and on a forward navigation', async () => {
    const router = renderRouter();
    scrollPage(1200);
    await act(() => router.navigate('/item'));
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_RESTORE_MS * 2));
    scrollPage(0);
    await act(() => router.navigate(-1));
    window.dispatchEvent(new Event('wheel'));
    await act(() => vi.advanceTimersByTimeAsync(SCROLL_RESTORE_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
