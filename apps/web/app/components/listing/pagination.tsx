import { buildListingSearch, type ListingState, withPage } from '../../lib/listing-url.ts';
import { Pager } from '../common/pager.tsx';

/** The listing's pages: each link keeps the listing's filters and sort, with the page changed. */
export function Pagination({
  state,
  pathname,
  page,
  pages,
}: {
  state: ListingState;
  pathname: string;
  page: number;
  pages: number;
}) {
  return (
    <Pager
      page={page}
      pages={pages}
      href={(n) => `${pathname}${buildListingSearch(withPage(state, n))}`}
      label="Pagination"
    />
  );
}
