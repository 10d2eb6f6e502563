import { Link, useSearchParams } from 'react-router';
import { newestPageSearch, olderPageSearch } from './audit-search.ts';

/**
 * 'Newest' and 'Older …' under a console list paged by id (`next_before`): the address keeps the filters, and
 * nothing shows when there is only the one page.
 */
export function ConsolePaging({
  nextBefore,
  label,
  older,
}: {
  nextBefore: number | null;
  label: string;
  older: string;
}) {
  const [search] = useSearchParams();
  const paged = search.has('before');
  if (!paged && nextBefore === null) return null;
  return (
    <nav className="console-paging" aria-label={label}>
      {paged ? (
        <Link className="console-button is-quiet" to={newestPageSearch(search)}>
          Newest
        </Link>
      ) : null}
      {nextBefore !== null ? (
        <Link className="console-button is-quiet" to={olderPageSearch(search, nextBefore)}>
          {older}
        </Link>
      ) : null}
    </nav>
  );
}
