import { messages } from '@pantry/domain';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { reportClientError } from '../../lib/client-errors.ts';

/**
 * The global error fallback's screen (spec §2): 'We're Sorry' with 'Return to Homepage', under a bare header,
 * since the page's own frame may be what failed. The root's ErrorBoundary shows it, and the server sends it
 * alone when even the error page fails to render (entry.server.tsx).
 */
export function GlobalError({ onReturnHome }: { onReturnHome?: (event: React.MouseEvent) => void }) {
  return (
    <>
      <title>{`${messages.weAreSorry} | Pantry`}</title>
      <header className="site-header">
        <div className="container header-row">
          <a href="/" className="logo">
            Pantry
          </a>
        </div>
      </header>
      <main id="main" className="site-main">
        <section className="container status-page" aria-labelledby="status-title">
          <h1 id="status-title">{messages.weAreSorry}</h1>
          <p>{messages.somethingWrong}</p>
          <a className="btn btn-primary" href="/" onClick={onReturnHome}>
            {messages.returnHome}
          </a>
        </section>
      </main>
    </>
  );
}

/** Spec §2: 'Oops!' / 'Something went wrong, we apologize.' with a 'Return to Homepage' link. */
export function GenericError() {
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <h1 id="status-title">{messages.oops}</h1>
      <p>{messages.somethingWrong}</p>
      <Link className="btn btn-primary" to="/">
        {messages.returnHome}
      </Link>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-code">404</p>
      <h1 id="status-title">We couldn't find that page</h1>
      <p>
        The page may have moved, or the link may be out of date. Try a search, or start again from the home
        page.
      </p>
      <Link className="btn btn-primary" to="/">
        {messages.returnHome}
      </Link>
    </section>
  );
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** Each page's error boundary: 404s show the not-found page, anything else the generic error screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isNotFound(error)) return <NotFound />;
  // The server logs a failed render itself, once, with the request's id (entry.server.tsx).
  // The browser's failure goes to the server's log too (POST /post-to-stdout).
  if (typeof window !== 'undefined' && !isRouteErrorResponse(error))
    reportClientError('error-boundary', error);
  return <GenericError />;
}

/** The `meta` of a page that failed. */
export function errorMeta(error: unknown) {
  return [{ title: isNotFound(error) ? 'Page not found | Pantry' : `${messages.oops} | Pantry` }];
}
