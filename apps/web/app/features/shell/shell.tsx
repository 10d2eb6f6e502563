import type { Navigation } from '@pantry/domain';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Snackbar } from '../../components/common/snackbar.tsx';
import { trackPage } from '../../lib/analytics.ts';
import { useLateScrollRestore } from '../../lib/late-scroll-restore.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { RenderFault } from '../../lib/render-fault.tsx';
import { watchUncaughtErrors } from '../../lib/report-errors.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { useFlashSnacks } from '../account/index.ts';
import { cookiesBlocked } from './cookies-blocked.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

// Loaded once the page runs (issue 12): the modal and panel hosts, and the rare blocked-cookies page.
const ShellBehaviours = lazyPart(() =>
  import('./shell-behaviours.tsx').then((module) => module.ShellBehaviours),
);
const CookieBlocked = lazyPart(() => import('./cookie-blocked.tsx').then((module) => module.CookieBlocked));

/** The page frame: header, toasts, the page, footer. */
export function Shell({
  navigation,
  children,
}: {
  navigation: Navigation | null;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const [blocked, setBlocked] = useState(false);
  const [running, setRunning] = useState(false);
  useLateScrollRestore();

  useEffect(() => {
    setRunning(true);
    if (cookiesBlocked()) setBlocked(true);
    // Spec §8: what nothing caught is reported; a full storage is reported and cleared.
    return watchUncaughtErrors();
  }, []);

  // Spec §4 Snackbar: toasts are dismissed on route change. Each page is a page view (the analytics batch's start).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    snackbar.clear();
    trackPage();
  }, [location.pathname]);
  // After the clearing above: toasts flashed for the page just reached (e.g. 'You’re successfully verified!').
  useFlashSnacks(location.key);

  useEffect(() => {
    if (blocked) document.title = 'Oops! This page could not be loaded. | Pantry';
  }, [blocked]);

  return (
    <>
      <RenderFault place="shell" />
      <Header navigation={navigation} />
      <Snackbar />
      {running ? (
        <Suspense fallback={null}>
          <ShellBehaviours />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="site-main">
        {blocked ? (
          <Suspense fallback={null}>
            <CookieBlocked />
          </Suspense>
        ) : (
          children
        )}
      </main>
      <Footer />
    </>
  );
}
