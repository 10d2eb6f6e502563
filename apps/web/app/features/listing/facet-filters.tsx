import { type Facet, groupThousands } from '@pantry/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buildListingSearch, isFilterActive, type ListingState, toggleFilter } from './listing-url.ts';
import { useOptimisticListingState } from './use-optimistic-state.ts';

const OPEN_FACETS = 4;
/** Options shown before 'Show all': long groups (60 brands) would otherwise dominate the page and its render. */
const FOLDED_OPTIONS = 8;

/**
 * Facet checkboxes with counts, one collapsible group per facet. Ticking a box navigates to the new URL at
 * once; without JavaScript the form submits as a GET with an Apply button.
 */
export function FacetFilters({
  facets,
  state,
  pathname,
}: {
  facets: Facet[];
  state: ListingState;
  pathname: string;
}) {
  const navigate = useNavigate();
  const [shown, show] = useOptimisticListingState(state);
  const toggle = (code: string, value: string) => {
    const next = toggleFilter(shown, code, value);
    show(next);
    navigate(`${pathname}${buildListingSearch(next)}`, { preventScrollReset: true });
  };
  return (
    <form method="get" action={pathname} className="facets" onSubmit={(event) => event.preventDefault()}>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {facets.map((facet, i) => {
        const activeHere = shown.filter[facet.code]?.length ?? 0;
        return (
          <details key={facet.code} className="facet" open={i < OPEN_FACETS || activeHere > 0}>
            <summary>
              {facet.label}
              {activeHere ? <span className="facet-active-count"> ({activeHere})</span> : null}
            </summary>
            <fieldset>
              <legend className="sr-only">{facet.label}</legend>
              <FacetOptions facet={facet} state={shown} onToggle={toggle} />
            </fieldset>
          </details>
        );
      })}
      <noscript>
        <button type="submit" className="btn btn-primary btn-block">
          Apply filters
        </button>
      </noscript>
    </form>
  );
}

/** A group's options: the first eight (and any ticked one), the rest behind 'Show all'. */
function FacetOptions({
  facet,
  state,
  onToggle,
}: {
  facet: Facet;
  state: ListingState;
  onToggle: (code: string, value: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  // Folding away a single option would only swap it for a button, so fold from two hidden options up.
  const folded = !expanded && facet.options.length > FOLDED_OPTIONS + 1;
  const options = folded
    ? facet.options.filter((o, i) => i < FOLDED_OPTIONS || isFilterActive(state, facet.code, o.value))
    : facet.options;
  return (
    <>
      <ul>
        {options.map((option) => {
          const checked = isFilterActive(state, facet.code, option.value);
          return (
            <li key={option.value}>
              <label className={`facet-option${option.count === 0 && !checked ? ' is-empty' : ''}`}>
                <input
                  type="checkbox"
                  name={`filter[${facet.code}]`}
                  value={option.value}
                  checked={checked}
                  onChange={() => onToggle(facet.code, option.value)}
                />
                <span className="facet-label">{option.label}</span>
                <span className="facet-count">
                  <span className="sr-only">, </span>
                  {groupThousands(option.count)}
                  <span className="sr-only"> products</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {folded ? (
        <button type="button" className="btn-link facet-more" onClick={() => setExpanded(true)}>
          Show all {facet.options.length} <span className="sr-only">{facet.label}</span>
        </button>
      ) : null}
    </>
  );
}
