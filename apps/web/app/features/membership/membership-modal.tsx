import { Suspense, useEffect } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import { createOpenFlag, useOpenFlag } from '../../lib/open-flag.ts';
import { useAccount } from '../account/index.ts';
import { canShowMembershipModal, isPlaVisit, rememberPlaLanding } from './membership-modal-rules.ts';

/**
 * The membership modal (account spec §2 modals, §6 rule). Anything may ask for it with `openMembershipModal()`
 * ('See best price in cart', a member price); the host in the shell shows it only to those the rule allows.
 */

const membershipModal = createOpenFlag();

export const openMembershipModal = membershipModal.open;
export const closeMembershipModal = membershipModal.close;

export function useMembershipModalOpen(): boolean {
  return useOpenFlag(membershipModal);
}

// The dialog itself (benefits, plans) loads the first time it is shown.
const MembershipModal = lazyPart(() =>
  import('./membership-modal-body.tsx').then((module) => module.MembershipModal),
);

/** Mounted once in the shell. It also notes a PLA landing (utm_medium) for the rest of the visit. */
export function MembershipModalHost() {
  const isOpen = useMembershipModalOpen();
  const { account } = useAccount();

  useEffect(() => {
    rememberPlaLanding(window.location.search);
  }, []);

  const allowed = isOpen && canShowMembershipModal(account, isPlaVisit());
  // Asked for by someone the rule excludes: nothing shows, and nothing stays pending for later.
  useEffect(() => {
    if (isOpen && !allowed) closeMembershipModal();
  }, [isOpen, allowed]);

  return allowed ? (
    <Suspense fallback={null}>
      <MembershipModal onClose={closeMembershipModal} />
    </Suspense>
  ) : null;
}
