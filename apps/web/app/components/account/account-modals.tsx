import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isSignedIn, useAccount } from '../../lib/account.ts';
import { HearAboutUsModal } from './hear-about-us-modal.tsx';
import { type AccountModal, browserStorage, markShown, pickAccountModal } from './modal-rules.ts';
import { SingleCartModal } from './single-cart-modal.tsx';

/**
 * The account modals the shell opens by itself (spec §2: mounted on demand): the single-cart onboarding, then
 * hear-about-us. The choice is made once per signed-in account per visit; the rules are in modal-rules.ts.
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
  if (open === 'single-cart') return <SingleCartModal onClose={close} />;
  if (open === 'hear-about-us') return <HearAboutUsModal onClose={close} />;
  return null;
}
