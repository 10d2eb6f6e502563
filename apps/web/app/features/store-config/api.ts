import type { StoreConfig } from '@pantry/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { apiGet } from '../../lib/http/client.ts';

/**
 * The thresholds and fees the store configures (GET /api/v1/store/config). The root loader reads them in process
 * (load context), so the server's HTML already shows the configured amounts; in the browser they seed this query.
 */

/** The server lets caches keep the answer five minutes; the query does not ask again sooner. */
const STORE_CONFIG_STALE_MS = 5 * 60_000;

export const storeConfigKeys = { config: ['store', 'config'] as const };

export function storeConfigQuery() {
  return queryOptions({
    queryKey: storeConfigKeys.config,
    queryFn: ({ signal }) => apiGet<StoreConfig>('/store/config', undefined, signal),
    staleTime: STORE_CONFIG_STALE_MS,
  });
}

/** Undefined only where no root loader ran and nothing seeded the cache (a component rendered on its own). */
export function useStoreConfig(): StoreConfig | undefined {
  const root = useRouteLoaderData('root') as { storeConfig?: StoreConfig } | undefined;
  return useQuery({ ...storeConfigQuery(), initialData: root?.storeConfig }).data;
}
