import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Spec §2, §9: on back navigation the scroll is restored after 1 s ('scroll restore 1000 ms'). */
export const SCROLL_RESTORE_MS = 1000;

/**
 * Where to scroll 1 s after a back navigation: the position the page was left at, unless the shopper has scrolled
 * meanwhile or the page is already there (React Router's ScrollRestoration puts it back at once when the page's
 * content is on the first render; this covers content that arrives later).
 */
export function lateScrollTarget(
  saved: number | undefined,
  current: number,
  shopperMoved: boolean,
): number | null {
  if (saved === undefined || shopperMoved || Math.abs(saved - current) < 1) return null;
  return saved;
}

const positions = new Map<string, number>();

/** Keeps each history entry's scroll position and puts it back 1 s after the shopper comes back to it. */
export function useLateScrollRestore(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);
  key.current = location.key;

  useEffect(() => {
    const onScroll = () => positions.set(key.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (navigationType !== 'POP') return;
    const saved = positions.get(location.key);
    let moved = false;
    const onMove = () => {
      moved = true;
    };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, onMove, { passive: true });
    const timer = setTimeout(() => {
      const target = lateScrollTarget(saved, window.scrollY, moved);
      if (target !== null) window.scrollTo(0, target);
    }, SCROLL_RESTORE_MS);
    return () => {
      clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, onMove);
    };
  }, [location.key, navigationType]);
}
