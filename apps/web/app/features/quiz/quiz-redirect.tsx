import { PREFILL_QUIZ_KEY, quizRedirectApplies } from '@pantry/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isActiveAccount, isSignedIn, useAccount } from '../account/index.ts';
import { useCartQuery } from '../cart/index.ts';
import { isPlaVisit } from '../membership/index.ts';
import { readMarkers } from './markers.ts';

/**
 * The prefill quiz redirect (spec §4): an eligible member (signed in, active, the account's prefill flag on, the
 * quiz not completed, no prefill sent and an empty cart) on a listed page goes to the first-order quiz, never on
 * ad-campaign (PLA) traffic. Mounted in the shell; decided once the account and cart are known in the browser.
 */
export function QuizRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const { account } = useAccount();
  const cart = useCartQuery();
  useEffect(() => {
    if (!account || !cart.data) return;
    const search = new URLSearchParams(location.search);
    const applies = quizRedirectApplies({
      path: location.pathname,
      // The landing's PLA mark is kept for the visit (the membership modal's note), this page's query besides.
      utm: {
        utm_medium: isPlaVisit() ? 'pla' : search.get('utm_medium'),
        utm_source: search.get('utm_source'),
      },
      signedIn: isSignedIn(account),
      activeMember: isActiveAccount(account),
      prefillEnabled: account.cartprefill_quiz_enabled,
      quizCompleted: account.quiz_completion_date !== null,
      prefillSent: readMarkers().hasSent || cart.data.total_items_in_cart > 0,
    });
    if (applies) navigate(`/quiz/${PREFILL_QUIZ_KEY}`, { replace: true });
  }, [account, cart.data, location.pathname, location.search, navigate]);
  return null;
}
