import type { Facet } from '@pantry/domain';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/common/icons.tsx';
import {
  activeFilters,
  buildListingSearch,
  clearFilters,
  type ListingState,
  removeFilter,
} from './listing-url.ts';

/** One chip per active filter (each removes itself) and 'Clear all'. */
export function ActiveFilterChips({
  state,
  facets,
  baseFilter,
  pathname,
}: {
  state: ListingState;
  facets: Facet[];
  baseFilter: Record<string, string[]>;
  pathname: string;
}) {
  const active = activeFilters(state).filter(({ code }) => !(code in baseFilter));
  if (!active.length) return null;
  const labelOf = (code: string, value: string) => {
    const facet = facets.find((f) => f.code === code);
    return {
      facet: facet?.label ?? code,
      option: facet?.options.find((o) => o.value === value)?.label ?? value,
    };
  };
  return (
    <ul className="chips" aria-label="Active filters">
      {active.map(({ code, value }) => {
        const label = labelOf(code, value);
        return (
          <li key={`${code}:${value}`}>
            <Link
              className="chip"
              to={`${pathname}${buildListingSearch(removeFilter(state, code, value))}`}
              preventScrollReset
            >
              <span className="sr-only">Remove filter {label.facet}: </span>
              {label.option}
              <CloseIcon size={14} />
            </Link>
          </li>
        );
      })}
      <li>
        <Link
          className="chip-clear"
          to={`${pathname}${buildListingSearch(clearFilters(state))}`}
          preventScrollReset
        >
          Clear all<span className="sr-only"> filters</span>
        </Link>
      </li>
    </ul>
  );
}
