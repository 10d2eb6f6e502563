import { groupThousands, type ProductList } from '@pantry/domain';
import { useEffect } from 'react';
import { Listing, parseListingSearch, toListingQuery } from '../features/listing/index.ts';
import { withCardProducts } from '../features/product-card/index.ts';
import { SearchHelp } from '../features/search/index.ts';
import { errorMeta, RouteErrorBoundary } from '../features/shell/index.ts';
import { track } from '../lib/analytics.ts';
import type { Route } from './+types/search-results';

const EMPTY: ProductList = { products: [], count: 0, cur_page: 1, page_size: 24, facets: [] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = parseListingSearch(new URL(request.url).search);
  const q = state.q ?? '';
  const list = q ? await context.services.catalog.search({ ...toListingQuery(state), q }) : EMPTY;
  // Only a search that found nothing needs help (did you mean, popular searches).
  const help = list.count === 0 ? await context.services.catalog.searchHelp(q) : null;
  return { q, list: withCardProducts(list), help };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) return errorMeta(error);
  const { q, list } = loaderData;
  return [
    { title: q ? `Results for "${q}" | Pantry` : 'Search | Pantry' },
    {
      name: 'description',
      content: q
        ? `${groupThousands(list.count)} products matching "${q}" at Pantry: healthy, organic groceries at member prices.`
        : 'Search healthy, organic groceries at Pantry.',
    },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { q, list, help } = loaderData;
  // Spec §3 result type 'direct': the words typed and submitted (the box's suggestions are 'autocomplete'), once
  // per query, not again for its next page or a filter.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the query
  useEffect(() => {
    if (q) track('Search Performed', { query: q, result_type: 'direct', results: list.count });
  }, [q]);
  return (
    <Listing
      title={q ? `Results for "${q}"` : 'Search'}
      breadcrumbs={[
        { label: 'Home', url: '/' },
        { label: 'Search results', url: '/search/results' },
      ]}
      list={list}
      baseFilter={{}}
      emptyHelp={<SearchHelp help={help} />}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
