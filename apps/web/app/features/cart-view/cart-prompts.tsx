import type { CartWire } from '@pantry/domain';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import { EBT_BANNER_SEEN_KEY, isUnseen, markSeen, readFlag, setFlag } from '../../lib/one-time-flags.ts';
import { useAccount } from '../account/index.ts';
import {
  PERISHABLE_MODAL,
  perishableLines,
  shouldShowEbtBanner,
  shouldShowPerishable,
} from './cart-modal-rules.ts';

// Each modal's code loads only when it opens (spec §2: mounted on demand).
const PerishableModal = lazyPart(() =>
  import('./perishable-modal.tsx').then((module) => module.PerishableModal),
);
const EbtModal = lazyPart(() => import('./ebt-modal.tsx').then((module) => module.EbtModal));

/**
 * The cart's own prompts: the perishable-items modal the first time the cart holds an item sold as fresh, and
 * the EBT banner (until dismissed) whose 'How it works' opens the EBT modal.
 */
export function CartPrompts({ cart }: { cart: CartWire }) {
  const { account } = useAccount();
  const [perishable, setPerishable] = useState(false);
  const [ebt, setEbt] = useState(false);
  // Read after hydration: the server has no storage, and the banner must not flash in and out.
  const [bannerSeen, setBannerSeen] = useState<string | null | undefined>(undefined);
  useEffect(() => setBannerSeen(readFlag(EBT_BANNER_SEEN_KEY)), []);

  useEffect(() => {
    if (perishable || !shouldShowPerishable(cart, isUnseen(PERISHABLE_MODAL))) return;
    markSeen(PERISHABLE_MODAL);
    setPerishable(true);
  }, [cart, perishable]);

  function dismissBanner() {
    setFlag(EBT_BANNER_SEEN_KEY, new Date().toISOString());
    setBannerSeen('dismissed');
  }

  return (
    <>
      {shouldShowEbtBanner(account, cart, bannerSeen) ? (
        <section className="ebt-banner" aria-label="SNAP EBT">
          <p>Your cart has SNAP eligible items: you can pay for them with an EBT card.</p>
          <button type="button" className="button-link" onClick={() => setEbt(true)}>
            How it works
          </button>
          <button type="button" className="button-link" onClick={dismissBanner}>
            Dismiss
          </button>
        </section>
      ) : null}
      {perishable || ebt ? (
        <Suspense fallback={null}>
          {perishable ? (
            <PerishableModal lines={perishableLines(cart)} onClose={() => setPerishable(false)} />
          ) : null}
          {ebt && !perishable ? <EbtModal onClose={() => setEbt(false)} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}
