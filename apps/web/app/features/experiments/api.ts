import { EXPERIMENTS_RETRIES, type ExperimentsAnswer } from '@pantry/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/http/client.ts';
import { experimentsParams, rememberFirstClickMedium } from './first-click.ts';
import { experimentsKeys } from './read.ts';

/**
 * The visitor's experiments (account spec §7 GET /experiments; docs/decisions/experiments.md). The shell's
 * ExperimentsHost asks once per page life in the browser; components only read the answer, so a server render
 * and the first browser render are control, exactly today's page.
 */

/** Spec §9 'experiments fetch retried 3 times', 1000 ms apart like the store's other retried calls (§8). */
const RETRY_DELAY_MS = 1000;

export function experimentsQuery() {
  return queryOptions({
    queryKey: experimentsKeys.map,
    queryFn: ({ signal }) => {
      const search = typeof window === 'undefined' ? '' : window.location.search;
      rememberFirstClickMedium(search);
      return apiGet<ExperimentsAnswer>('/experiments', experimentsParams(search), signal);
    },
    retry: EXPERIMENTS_RETRIES,
    retryDelay: RETRY_DELAY_MS,
    // A visitor's variants hold for the page's life: a variant must not flip under the shopper.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Mounted once in the shell: the one observer that fetches. */
export function ExperimentsHost() {
  useQuery(experimentsQuery());
  return null;
}
