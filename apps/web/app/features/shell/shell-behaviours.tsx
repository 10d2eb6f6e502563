import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import { AccountShell } from '../account-settings/index.ts';
import { CartHost } from '../cart-view/index.ts';
import { MembershipModalHost } from '../membership/index.ts';
import { QuizRedirect } from '../quiz/index.ts';

export { preloadCartPanel } from '../cart-view/index.ts';

// Exit intent counts real mice only (a pointer leaving the page), so a phone never loads it.
const ExitIntentHost = lazyPart(() =>
  import('../exit-intent/index.ts').then((module) => module.ExitIntentHost),
);

function hasMouse(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(hover: hover) and (pointer: fine)').matches;
}

/**
 * The shell's parts that draw nothing until the shopper does something or a rule fires: account links and
 * modals, the membership modal, the cart panel and reactivation, exit intent. The shell loads them once the page
 * is running, so a catalog page's first screen does not wait for their code (issue 12).
 */
export function ShellBehaviours() {
  return (
    <>
      <AccountShell />
      <MembershipModalHost />
      <CartHost />
      <QuizRedirect />
      {hasMouse() ? (
        <Suspense fallback={null}>
          <ExitIntentHost />
        </Suspense>
      ) : null}
    </>
  );
}
