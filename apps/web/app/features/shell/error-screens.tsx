import { messages } from '@pantry/domain';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

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
  if (typeof console !== 'undefined' && !isRouteErrorResponse(error)) console.error(error);
  return <GenericError />;
}

/** The `meta` of a page that failed. */
export function errorMeta(error: unknown) {
  return [{ title: isNotFound(error) ? 'Page not found | Pantry' : `${messages.oops} | Pantry` }];
}
