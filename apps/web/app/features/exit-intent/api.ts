import type { ExitOfferWire } from '@pantry/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/http/client.ts';

/** The offers change when staff save them in the console; a visit reads them once every few minutes at most. */
export const EXIT_OFFERS_STALE_MS = 5 * 60_000;

/** GET /exit-offers: the exit-intent offers the store makes now, words filled in (staff set them). */
export function exitOffersQuery() {
  return queryOptions({
    queryKey: ['exit-offers'] as const,
    queryFn: ({ signal }) =>
      apiGet<{ offers: ExitOfferWire[] }>('/exit-offers', undefined, signal).then((answer) => answer.offers),
    staleTime: EXIT_OFFERS_STALE_MS,
  });
}
