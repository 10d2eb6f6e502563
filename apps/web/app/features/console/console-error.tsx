import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NOT_ALLOWED } from './console-page.ts';

/**
 * A console page that cannot be shown: 403 says the role does not allow it (the page answered with that status),
 * 404 says what was not found, anything else is a short apology. Never the storefront's error page.
 */
export function ConsoleError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? messageOf(error.data) : null;
  if (typeof window !== 'undefined' && status >= 500) console.error(error);
  const [title, text] =
    status === 403
      ? ['You can’t open this page', message ?? NOT_ALLOWED]
      : status === 404
        ? ['Not found', message ?? 'There is no console page at this address.']
        : status === 400 && message
          ? ['This search can’t be read', message]
          : ['Something went wrong', 'The console could not show this page. Try again in a moment.'];
  return (
    <section className="console-page console-status" aria-labelledby="console-status-title">
      <title>{`${title} | Pantry Console`}</title>
      <p className="console-status-code">{status}</p>
      <h1 id="console-status-title">{title}</h1>
      <p>{text}</p>
      {status === 403 ? <p>Ask the store’s owner if your work needs it.</p> : null}
      <Link className="console-button" to="/admin">
        Back to the dashboard
      </Link>
    </section>
  );
}

function messageOf(data: unknown): string | null {
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : null;
  return typeof message === 'string' && message !== '' && message !== 'Page not found' ? message : null;
}
