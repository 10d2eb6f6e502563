import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part.ts';
import { useSnacks } from '../../lib/snackbar-store.ts';

// A toast answers something the shopper did or an error: the toasts' code loads with the first one, so a page
// that shows none does not carry it (the page's JavaScript budget, bench/src/page-js.ts).
const SnackList = lazyPart(() => import('./snack-list.tsx').then((module) => module.SnackList));

/** The toast area under the header (spec §4 Snackbar), always on the page; its toasts load on demand. */
export function Snackbar() {
  const snacks = useSnacks();
  return (
    <section className="snackbar" aria-label="Notifications">
      {snacks.length ? (
        <Suspense fallback={null}>
          <SnackList snacks={snacks} />
        </Suspense>
      ) : null}
    </section>
  );
}
