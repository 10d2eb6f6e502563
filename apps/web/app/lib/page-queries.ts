import {
  type DehydratedState,
  dehydrate,
  type EnsureQueryDataOptions,
  HydrationBoundary,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { data, useMatches } from 'react-router';

/**
 * One data pattern for pages (TanStack Query's React Router example): each call has one `queryOptions` in its
 * feature's api.ts. A page's loader runs on the server, fills a request-scoped query cache with the same options
 * but the in-process service as `queryFn` (`inProcess`), and returns it dehydrated as `queries`; the root puts
 * every matched route's `queries` in the browser's cache (`RouteQueries`), so the component's query finds the data
 * the server rendered, and the HTML and the client cache agree.
 */

export type PageQueries = { queries: DehydratedState };

/** A request's own cache on the server: nothing is retried (a failure is the answer) or shared between requests. */
export function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** The page's query options with the server's in-process read instead of the HTTP call. */
export function inProcess<TData, TKey extends QueryKey>(
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
  read: () => Promise<TData>,
): EnsureQueryDataOptions<TData, Error, TData, TKey> {
  return { ...options, queryFn: read, retry: false };
}

/**
 * Reads the page's queries on the server. `critical` ones are awaited with `ensureQueryData` and their failure is
 * the page's (a 404 from a service answers the not-found page with status 404); `optional` ones are prefetched and
 * a failure only leaves them to the browser, which asks again and shows its own error as before.
 */
export async function pageQueries(reads: {
  critical?: ((client: QueryClient) => Promise<unknown>)[];
  optional?: ((client: QueryClient) => Promise<unknown>)[];
}): Promise<PageQueries> {
  const client = serverQueryClient();
  await Promise.all([
    ...(reads.critical ?? []).map((read) => read(client).catch(throwNotFound)),
    ...(reads.optional ?? []).map((read) => read(client).catch(() => undefined)),
  ]);
  return { queries: dehydrate(client) };
}

/** A service's not-found (an error with status 404) as React Router's 404 response; anything else as it is. */
export function throwNotFound(error: unknown): never {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null;
  if (status === 404) throw data({ message: 'Page not found' }, { status: 404 });
  throw error;
}

/**
 * Fills the browser's query cache (and the server render's) with the queries of the matched routes' loaders. One
 * boundary whatever the page, so moving between pages never remounts what it wraps.
 */
export function RouteQueries({ children }: { children: ReactNode }) {
  const states = useMatches().flatMap((match) => {
    const state = (match.loaderData as Partial<PageQueries> | undefined)?.queries;
    return state ? [state] : [];
  });
  // Usually one route (the page) has queries: its state object is passed as it is, so it hydrates once.
  const state =
    states.length > 1 ? { mutations: [], queries: states.flatMap((entry) => entry.queries) } : states[0];
  return createElement(HydrationBoundary, { state }, children);
}
