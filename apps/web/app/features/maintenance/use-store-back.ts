import { useEffect } from 'react';
import { MAINTENANCE_POLL_MS, storeIsBack } from './store-back.ts';

/**
 * Polls every 5 s while the page is open and calls `onBack` once the store answers again; a poll still out when
 * the next is due is not doubled.
 */
export function useStoreBack(onBack: () => void, isBack: () => Promise<boolean> = storeIsBack): void {
  useEffect(() => {
    let stopped = false;
    let asking = false;
    const ask = async () => {
      if (asking || stopped) return;
      asking = true;
      const back = await isBack();
      asking = false;
      if (back && !stopped) {
        stopped = true;
        onBack();
      }
    };
    const timer = setInterval(ask, MAINTENANCE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [onBack, isBack]);
}
