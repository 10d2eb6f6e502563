import { useId } from 'react';
import { useNavigate } from 'react-router';
import { buildListingSearch, type ListingState, sortLabels, sortOptions, withSort } from './listing-url.ts';
import { useOptimisticListingState } from './use-optimistic-state.ts';

/** The sort select: a GET form (works without JavaScript), navigating on change when it can. */
export function SortForm({ state, pathname }: { state: ListingState; pathname: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [shown, show] = useOptimisticListingState(state);
  return (
    <form method="get" action={pathname} className="sort-form" onSubmit={(event) => event.preventDefault()}>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {Object.entries(state.filter).flatMap(([code, values]) =>
        values.map((value) => (
          <input key={`${code}:${value}`} type="hidden" name={`filter[${code}]`} value={value} />
        )),
      )}
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        value={shown.sort ?? 'relevance'}
        onChange={(event) => {
          const next = withSort(shown, event.target.value);
          show(next);
          navigate(`${pathname}${buildListingSearch(next)}`, { preventScrollReset: true });
        }}
      >
        {sortOptions.map((value) => (
          <option key={value} value={value}>
            {sortLabels[value]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-outline">
          Apply
        </button>
      </noscript>
    </form>
  );
}
