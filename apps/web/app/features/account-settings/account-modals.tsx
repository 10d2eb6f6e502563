import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyPart } from '../../lib/lazy-part.ts';
import { isSignedIn, useAccount } from '../account/index.ts';
import { loadMonthlyUpgrade } from '../membership/index.ts';
import { type AccountModal, browserStorage, markShown, pickAccountModal } from './modal-rules.ts';

// The dialogs load only when the rules pick one; the choosing below is always there.
const SingleCartModal = lazyPart(() =>
  import('./single-cart-modal.tsx').then((module) => module.SingleCartModal),
);
const HearAboutUsModal = lazyPart(() =>
  import('./hear-about-us-modal.tsx').then((module) => module.HearAboutUsModal),
);
const MonthlyUpgradeModal = lazyPart(loadMonthlyUpgrade);

/**
 * The account modals the shell opens by itself (spec §2: mounted on demand): the single-cart onboarding, then
 * hear-about-us, then the monthly-upgrade upsell. The choice is made once per signed-in account per visit; the rules are in modal-rules.ts.
 */
export function AccountModals() {
  const { account } = useAccount();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<AccountModal | null>(null);
  const decidedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!account || !isSignedIn(account) || account.id === null) {
      decidedFor.current = null;
      setOpen(null);
      return;
    }
    if (decidedFor.current === account.id) return;
    const storage = browserStorage();
    const pick = pickAccountModal(account, pathname, storage);
    if (!pick) return;
    decidedFor.current = account.id;
    markShown(pick, account, storage);
    setOpen(pick);
  }, [account, pathname]);

  const close = () => setOpen(null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {open === 'single-cart' ? (
        <SingleCartModal onClose={close} />
      ) : open === 'monthly-upgrade' ? (
        <MonthlyUpgradeModal onClose={close} />
      ) : (
        <HearAboutUsModal onClose={close} />
      )}
    </Suspense>
  );
}
