import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { identify } from '../../lib/analytics.ts';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useAccount } from '../account/index.ts';
import { AccountShell } from '../account-settings/index.ts';
import { CartHost, loadClaimOffer } from '../cart-view/index.ts';
import { ExperimentsHost, useExperiments } from '../experiments/index.ts';
import { MembershipModalHost } from '../membership/index.ts';

export { preloadCartPanel } from '../cart-view/index.ts';

// Exit intent counts real mice only (a pointer leaving the page), so a phone never loads it.
const ExitIntentHost = lazyPart(() =>
  import('../exit-intent/index.ts').then((module) => module.ExitIntentHost),
);

// Only an account the prefill quiz redirect could apply to loads its code (issue 24; catalog pages stay light).
const QuizRedirect = lazyPart(() => import('../quiz/index.ts').then((module) => module.QuizRedirect));

export function QuizRedirectHost() {
  const { account } = useAccount();
  if (!account?.cartprefill_quiz_enabled || account.quiz_completion_date !== null) return null;
  return (
    <Suspense fallback={null}>
      <QuizRedirect />
    </Suspense>
  );
}

// An offer link (?ccode=) opens the claim-offer modal; only such a visit loads its code.
const ClaimOffer = lazyPart(loadClaimOffer);

export function ClaimOfferHost() {
  return useLocation().search.includes('ccode=') ? (
    <Suspense fallback={null}>
      <ClaimOffer />
    </Suspense>
  ) : null;
}

/**
 * Once the account is known (signed in or not) and the experiments have settled (account spec §4: analytics starts
 * only after them), the identify that releases the held analytics events.
 */
function Identify() {
  const { account, isLoading } = useAccount();
  const settled = useExperiments().status !== 'idle';
  const status = isLoading || !settled ? '' : (account?.user_status ?? 'visitor');
  useEffect(() => {
    if (status) identify(status);
  }, [status]);
  return null;
}

function hasMouse(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(hover: hover) and (pointer: fine)').matches;
}

/**
 * The shell's parts that draw nothing until the shopper does something or a rule fires: account links and
 * modals, the experiments call (account spec §7), the membership modal, the cart panel and reactivation, exit
 * intent. The shell loads them once the page is running, so a catalog page's first screen does not wait for their
 * code (issue 12).
 */
export function ShellBehaviours() {
  return (
    <>
      <Identify />
      <AccountShell />
      <ExperimentsHost />
      <MembershipModalHost />
      <CartHost />
      <QuizRedirectHost />
      <ClaimOfferHost />
      {hasMouse() ? (
        <Suspense fallback={null}>
          <ExitIntentHost />
        </Suspense>
      ) : null}
    </>
  );
}
