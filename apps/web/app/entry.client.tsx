import './lib/preact-options.ts';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateInSlices } from './lib/hydrate-later.tsx';

/**
 * React Router's HydratedRouter suspends on its first render until the page's streamed route data is decoded.
 * Preact cannot wait out a suspension at the root, so the decoding starts here and hydration waits for it:
 * calling the component outside a render throws that promise before it touches a hook.
 */
async function routeDataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * Preact removes what its tree does not hold from the page it hydrates, such as the hidden box that streamed
 * sections arrive in, so it waits until the HTML has all arrived.
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

void Promise.all([routeDataDecoded(), documentParsed()]).then(() => {
  startTransition(() => {
    hydrateInSlices(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
});
