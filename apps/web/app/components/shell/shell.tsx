import type { Navigation } from '@pantry/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useFlashSnacks } from '../../lib/auth-flash.ts';
import { snackbar } from '../../lib/snackbar-store.ts';
import { AccountShell } from '../account/account-shell.tsx';
import { CartHost } from '../cart/cart-host.tsx';
import { ExitIntentHost } from '../exit-intent/exit-intent-host.tsx';
import { MembershipModalHost } from '../membership/membership-modal.tsx';
import { CookieBlocked, cookiesBlocked } from './cookie-blocked.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { Snackbar } from './snackbar.tsx';

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

  useEffect(() => {
    if (cookiesBlocked()) setBlocked(true);
  }, []);

  // Spec §4 Snackbar: toasts are dismissed on route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    snackbar.clear();
  }, [location.pathname]);
  // After the clearing above: toasts flashed for the page just reached (e.g. 'You’re successfully verified!').
  useFlashSnacks(location.key);

  useEffect(() => {
    if (blocked) document.title = 'Oops! This page could not be loaded. | Pantry';
  }, [blocked]);

  return (
    <>
      <Header navigation={navigation} />
      <Snackbar />
      <AccountShell />
      <MembershipModalHost />
      <CartHost />
      <ExitIntentHost />
      <main id="main" tabIndex={-1} className="site-main">
        {blocked ? <CookieBlocked /> : children}
      </main>
      <Footer />
    </>
  );
}
