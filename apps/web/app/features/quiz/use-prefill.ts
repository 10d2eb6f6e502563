import { type CartWire, PREFILL_EMPTY_ERROR, type PrefillRecs, prefillAction } from '@pantry/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiFailure } from '../../lib/http/client.ts';
import { isSignedIn, useAccount } from '../account/index.ts';
import { cartKeys, useCartQuery } from '../cart/index.ts';
import { prefillApi } from './api.ts';
import { notePrefillSent, readMarkers } from './markers.ts';

export type PrefillState =
  | { step: 'waiting' }
  | { step: 'no-quiz' }
  | { step: 'sign-in' }
  | { step: 'flag-off' }
  | { step: 'sending' }
  | { step: 'done'; added: number; hasSent: boolean }
  | { step: 'cart-not-empty'; uuid: string }
  | { step: 'failed'; message: string };

/**
 * Sends the prefill once (spec §4): reads the local-storage markers and, when they ask for it, a signed-in shopper
 * with the prefill flag and an empty cart gets the products (prepare, then get with add_to_cart); a non-empty cart
 * marks it sent. No products is reported as '/getCartPrefillRecs returned 0 products' and the call marked failed.
 */
export function usePrefill(): { state: PrefillState; addAnyway: (uuid: string) => Promise<void> } {
  const { account, isLoading } = useAccount();
  const cart = useCartQuery();
  const client = useQueryClient();
  const [state, setState] = useState<PrefillState>({ step: 'waiting' });
  const started = useRef(false);

  async function send(uuid: string, manual: boolean) {
    setState({ step: 'sending' });
    try {
      await prefillApi.prepare(uuid);
      const recs: PrefillRecs = await prefillApi.get(uuid, true, manual);
      notePrefillSent();
      await client.invalidateQueries({ queryKey: cartKeys.cart });
      if (!recs.success) {
        console.error(PREFILL_EMPTY_ERROR);
        setState({ step: 'failed', message: PREFILL_EMPTY_ERROR });
      } else setState({ step: 'done', added: recs.added, hasSent: recs.has_sent });
    } catch (failure) {
      setState({ step: 'failed', message: apiFailure(failure).message });
    }
  }

  useEffect(() => {
    if (started.current || isLoading || (isSignedIn(account) && !cart.data)) return;
    const markers = readMarkers();
    const cartData: CartWire | undefined = cart.data;
    const action = prefillAction(markers, {
      signedIn: isSignedIn(account),
      prefillEnabled: account?.cartprefill_quiz_enabled === true,
      cartCount: cartData?.total_items_in_cart ?? 0,
    });
    started.current = true;
    if (!markers.uuid) setState({ step: 'no-quiz' });
    else if (action === 'send') void send(markers.uuid, false);
    else if (action === 'mark_sent') {
      notePrefillSent();
      setState({ step: 'cart-not-empty', uuid: markers.uuid });
    } else if (action === 'wait') setState({ step: isSignedIn(account) ? 'flag-off' : 'sign-in' });
    else setState({ step: 'done', added: 0, hasSent: true });
  });

  return { state, addAnyway: (uuid) => send(uuid, true) };
}
