import { messages } from '@pantry/domain';
import { Link } from 'react-router';

/**
 * The error screens, loaded only when one is shown (error-boundaries.tsx decides which).
 *
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
