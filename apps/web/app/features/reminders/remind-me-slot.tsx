import { REMIND_ME_COMPACT_TEXT, REMIND_ME_TEXT } from '@pantry/domain';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';

type Props = { product: { id: number; title: string }; compact: boolean };

/** Until the button's code is here (a page opened on the client): its words, not yet pressable. */
function Waiting({ product, compact }: Props) {
  return (
    <button type="button" className="btn btn-ghost btn-block" disabled>
      {compact ? REMIND_ME_COMPACT_TEXT : REMIND_ME_TEXT}
      <span className="sr-only"> for {product.title}</span>
    </button>
  );
}

// Only out-of-stock cards show Remind me: its code (sign-in return, the reminder list) loads when one renders, so a
// catalog page of products in stock does not carry it (the page's JavaScript budget, bench/src/page-js.ts). The
// server renders it in full, and hydration keeps that HTML until the code arrives.
const Button = lazyPart(
  () => import('./remind-me-button.tsx').then((module) => module.RemindMeButton),
  Waiting,
);

/** Spec §4 Remind me, loaded on demand (remind-me-button.tsx has the behaviour). */
export function RemindMeButton(props: Props) {
  return (
    <Suspense fallback={<Waiting {...props} />}>
      <Button {...props} />
    </Suspense>
  );
}
