import { Pager } from '../../components/common/pager.tsx';
import { buildListingSearch, type ListingState, withPage } from './listing-url.ts';

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
