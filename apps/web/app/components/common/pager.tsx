import { Link } from 'react-router';

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

/**
 * Previous, the page numbers (with gaps) and Next, as links to `href(n)`; nothing when there is one page. The
 * page lives in the URL, so Back and reload keep it.
 */
export function Pager({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** The navigation landmark's name. */
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
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
