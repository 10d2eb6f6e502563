import type { ProductList } from '@pantry/domain';
import { countLabel, NO_PRODUCTS_TEXT } from '@pantry/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { Breadcrumbs } from '../../components/common/breadcrumbs.tsx';
import { CloseIcon, FilterIcon } from '../../components/common/icons.tsx';
import { useNavigationData } from '../../lib/navigation.ts';
import type { CardProduct } from '../product-card/index.ts';
import { ProductGrid } from '../product-card/index.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { FacetFilters } from './facet-filters.tsx';
import { type ListingState, parseListingSearch } from './listing-url.ts';
import { Pagination } from './pagination.tsx';
import { SortForm } from './sort-form.tsx';

/**
 * The listing state to draw: the one being navigated to while its data loads (so a ticked box stays ticked),
 * otherwise the current URL's.
 */
function useListingState(): ListingState {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location;
  const search = pending && pending.pathname === location.pathname ? pending.search : location.search;
  return parseListingSearch(search);
}

/** The results heading, where 'Skip to results' lands (one listing per page). */
const RESULTS_ID = 'results';

export function Listing({
  title,
  description,
  breadcrumbs,
  list,
  baseFilter,
  categoryKey,
  emptyHelp,
}: {
  title: string;
  description?: string;
  breadcrumbs: { label: string; url: string }[];
  list: Omit<ProductList, 'products'> & { products: CardProduct[] };
  baseFilter: Record<string, string[]>;
  categoryKey?: string;
  /** Shown under the empty-state text when nothing matches (search: did you mean, popular searches). */
  emptyHelp?: ReactNode;
}) {
  const state = useListingState();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const drawerHeading = useRef<HTMLHeadingElement>(null);
  const facets = list.facets.filter((f) => !(f.code in baseFilter) && f.options.length > 0);
  const activeCount = Object.entries(state.filter)
    .filter(([code]) => !(code in baseFilter))
    .reduce((n, [, values]) => n + values.length, 0);
  const pages = Math.max(1, Math.ceil(list.count / Math.max(1, list.page_size)));

  useEffect(() => {
    if (drawerOpen) drawerHeading.current?.focus();
  }, [drawerOpen]);

  return (
    <div className="container listing">
      {/* Issue 12: 64 Tabs stood between the page top and the first product; this is the first stop in main. */}
      <a className="skip-link" href={`#${RESULTS_ID}`}>
        Skip to results
      </a>
      <Breadcrumbs items={breadcrumbs} />
      <header className="listing-head">
        <h1>{title}</h1>
        {description ? <p className="listing-description">{description}</p> : null}
        <Subcategories categoryKey={categoryKey} />
      </header>

      <div className="listing-toolbar">
        <p className="result-count" role="status">
          {countLabel(list.count, 'product')}
        </p>
        {facets.length ? (
          <button
            type="button"
            className="btn btn-outline filter-toggle"
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            onClick={() => setDrawerOpen(true)}
          >
            <FilterIcon />
            Filters{activeCount ? ` (${activeCount})` : ''}
          </button>
        ) : null}
        {list.count > 0 ? <SortForm state={state} pathname={pathname} /> : null}
      </div>

      <ActiveFilterChips state={state} facets={list.facets} baseFilter={baseFilter} pathname={pathname} />

      <div className={`listing-body${facets.length ? '' : ' no-facets'}`}>
        {facets.length ? (
          <section
            id={drawerId}
            className={`facet-panel${drawerOpen ? ' is-open' : ''}`}
            aria-labelledby={`${drawerId}-title`}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && drawerOpen) setDrawerOpen(false);
            }}
          >
            <div className="facet-panel-head">
              <h2 id={`${drawerId}-title`} ref={drawerHeading} tabIndex={-1}>
                Filters
              </h2>
              <button type="button" className="icon-btn facet-close" onClick={() => setDrawerOpen(false)}>
                <CloseIcon />
                <span className="sr-only">Close filters</span>
              </button>
            </div>
            <FacetFilters facets={facets} state={state} pathname={pathname} />
            <div className="facet-panel-foot">
              <button
                type="button"
                className="btn btn-primary btn-block"
                onClick={() => setDrawerOpen(false)}
              >
                Show {countLabel(list.count, 'product')}
              </button>
            </div>
          </section>
        ) : null}
        {drawerOpen ? (
          <button
            type="button"
            className="facet-backdrop"
            tabIndex={-1}
            aria-label="Close filters"
            onClick={() => setDrawerOpen(false)}
          />
        ) : null}

        <section
          className={`listing-results${busy ? ' is-busy' : ''}`}
          aria-labelledby={RESULTS_ID}
          aria-busy={busy}
        >
          <h2 id={RESULTS_ID} className="sr-only" tabIndex={-1}>
            Products
          </h2>
          {list.products.length ? (
            <ProductGrid products={list.products} variant="listing" eagerCount={4} priorityFirst />
          ) : (
            <div className="empty-state">
              <p className="empty-title">{NO_PRODUCTS_TEXT}</p>
              {activeCount ? <p>Try removing a filter, or search for something else.</p> : null}
              {emptyHelp}
            </div>
          )}
          <Pagination state={state} pathname={pathname} page={list.cur_page} pages={pages} />
        </section>
      </div>
    </div>
  );
}

function Subcategories({ categoryKey }: { categoryKey?: string }) {
  const navigation = useNavigationData();
  if (!categoryKey || !navigation) return null;
  const category = navigation.categories.find((c) => c.url_key === categoryKey);
  if (!category?.children.length) return null;
  return (
    <nav aria-label={`${category.name} categories`}>
      <ul className="chip-row scroll-cue">
        {category.children.map((child) => (
          <li key={child.url_key}>
            <Link className="category-chip" to={`/c/${child.url_key}`}>
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
