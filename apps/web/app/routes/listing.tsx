import { data } from 'react-router';
import {
  Listing,
  listingKindFromPath,
  parseListingSearch,
  toListingQuery,
} from '../features/listing/index.ts';
import { withCardProducts } from '../features/product-card/index.ts';
import { errorMeta, RouteErrorBoundary } from '../features/shell/index.ts';
import { RenderFault, SectionFaults } from '../lib/render-fault.tsx';
import type { Route } from './+types/listing';

/** The deals landing page (/deals) is the deals listing with no sub-key. */
export const DEALS_INDEX_KEY = 'all';

/**
 * Category, brand, attribute, deals, list and product-set pages (spec §2): one loader, one page. The kind
 * comes from the first path segment; filters, sort and page come from the query string.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = listingKindFromPath(url.pathname);
  const key =
    'key' in params && typeof params.key === 'string' ? params.key : kind === 'deals' ? DEALS_INDEX_KEY : '';
  // Spec §2: the category list includes 'a 404 key', which is the not-found page.
  if (!kind || !key || (kind === 'category' && key === '404')) {
    throw data({ message: 'Page not found' }, { status: 404 });
  }
  const state = parseListingSearch(url.search);
  const page = await context.services.catalog.listingPage(kind, key, toListingQuery(state));
  if (!page) throw data({ message: 'Page not found' }, { status: 404 });
  // Issue 12: the page's data goes into the HTML, so products carry only what their cards read.
  return { page: withCardProducts(page), kind, key };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) return errorMeta(error);
  const { page } = loaderData;
  const pageSuffix = page.cur_page > 1 ? ` - Page ${page.cur_page}` : '';
  return [
    { title: `${page.title}${pageSuffix} | Pantry` },
    {
      name: 'description',
      content: page.meta_description || page.description || `Shop ${page.title} at Pantry.`,
    },
  ];
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { page, kind, key } = loaderData;
  return (
    <>
      <RenderFault place="page" />
      <SectionFaults />
      <Listing
        title={page.title}
        description={page.description}
        breadcrumbs={page.breadcrumbs}
        list={page}
        baseFilter={page.base_filter}
        categoryKey={kind === 'category' ? key : undefined}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
