import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { identify, trackPage } from '../../lib/analytics.ts';
import { useAccount } from '../account/index.ts';

/**
 * Feeds the analytics batch its page views and, once the account is known (signed in or not), the identify that
 * releases the held events (account spec §4 batching). Draws nothing.
 */
export function AnalyticsHost() {
  const { pathname } = useLocation();
  const { account, isLoading } = useAccount();
  const identified = useRef(false);

  useEffect(() => {
    trackPage(pathname);
  }, [pathname]);

  useEffect(() => {
    if (isLoading || identified.current) return;
    identified.current = true;
    identify(account ? { user_status: String(account.user_status ?? '') } : {});
  }, [account, isLoading]);

  return null;
}
