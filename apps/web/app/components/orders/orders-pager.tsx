import { Link } from 'react-router';
import { pageWindow } from '../listing/pagination.tsx';

/** Pages of the order list; the page lives in the URL (`?cur_page=2`) so back and reload keep it. */
export function OrdersPager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? '/account/orders' : `/account/orders?cur_page=${n}`);
  return (
    <nav className="pagination" aria-label="Order pages">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>Previous<span className="sr-only"> page</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="page-current" aria-current="page">
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <Link to={href(n)}>
                  <span className="sr-only">Page </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next">
              Next<span className="sr-only"> page</span>
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
