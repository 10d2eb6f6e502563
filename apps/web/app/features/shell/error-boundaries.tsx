import { OOPS_TEXT, RETURN_HOME_TEXT } from '@pantry/domain';
import { Suspense, use } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../../lib/report-errors.ts';

type Screens = Pick<typeof import('./error-screens.tsx'), 'GenericError' | 'GlobalError' | 'NotFound'>;

/** The screens could not be fetched (offline, or a new release replaced them): still a way home. */
function Unreachable() {
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <h1 id="status-title">{OOPS_TEXT}</h1>
      <a className="btn btn-primary" href="/">
        {RETURN_HOME_TEXT}
      </a>
    </section>
  );
}
const unreachable: Screens = { GenericError: Unreachable, GlobalError: Unreachable, NotFound: Unreachable };

let screens: Screens | undefined;
let loading: Promise<Screens> | undefined;

/**
 * The error screens' code loads the first time one is shown, so a catalog page that never fails does not fetch it
 * (the page's JavaScript budget, bench/src/page-js.ts). The server loads it as the app starts, so an error page's
 * HTML is whole from its first byte, and hydration keeps that HTML until the browser has the code.
 */
export function loadErrorScreens(): Promise<Screens> {
  loading ??= import('./error-screens.tsx')
    .then(
      (module): Screens => module,
      (error: unknown) => {
        console.error('error-screens', error);
        return unreachable;
      },
    )
    .then((loaded) => {
      screens = loaded;
      return loaded;
    });
  return loading;
}

if (typeof window === 'undefined') void loadErrorScreens();

/** The screens, suspending (inside the caller's Suspense) until their code is here. */
function useScreens(): Screens {
  return screens ?? use(loadErrorScreens());
}

function GlobalErrorScreen(props: { onReturnHome?: (event: React.MouseEvent) => void }) {
  const { GlobalError } = useScreens();
  return <GlobalError {...props} />;
}

/** The global error fallback (spec §2: 'We're Sorry'), for the root's ErrorBoundary and the server's last resort. */
export function GlobalError(props: { onReturnHome?: (event: React.MouseEvent) => void }) {
  return (
    <Suspense fallback={null}>
      <GlobalErrorScreen {...props} />
    </Suspense>
  );
}

function RouteErrorScreen({ notFound }: { notFound: boolean }) {
  const { GenericError, NotFound } = useScreens();
  return notFound ? <NotFound /> : <GenericError />;
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** Each page's error boundary: 404s show the not-found page, anything else the generic error screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // The server logs a failed render itself, once, with the request's id (entry.server.tsx).
  // The browser's failure goes to the server's log too (POST /post-to-stdout).
  if (typeof window !== 'undefined' && !isRouteErrorResponse(error)) reportError('error-boundary', error);
  return (
    <Suspense fallback={null}>
      <RouteErrorScreen notFound={isNotFound(error)} />
    </Suspense>
  );
}

/** The `meta` of a page that failed. */
export function errorMeta(error: unknown) {
  return [{ title: isNotFound(error) ? 'Page not found | Pantry' : `${OOPS_TEXT} | Pantry` }];
}
