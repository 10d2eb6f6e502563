import type { AdminPlacement, AdminPlacementList, PlacementEdit, PlacementReport } from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

/** The Sponsored area's read (shared by the loader and the page) and its writes, each refreshing the area. */

export const sponsoredKeys = {
  all: ['console', 'sponsored'] as const,
  placements: ['console', 'sponsored', 'placements'] as const,
  report: ['console', 'sponsored', 'report'] as const,
};

/** GET /api/admin/sponsored/placements: every placement, the active ones first. */
export function sponsoredPlacementsQuery() {
  return queryOptions({
    queryKey: sponsoredKeys.placements,
    queryFn: ({ signal }) => adminRequest<AdminPlacementList>('GET', '/sponsored/placements', { signal }),
  });
}

/** GET /api/admin/sponsored/report: impressions, clicks, CTR and adds to cart per placement. */
export function sponsoredReportQuery() {
  return queryOptions({
    queryKey: sponsoredKeys.report,
    queryFn: ({ signal }) => adminRequest<PlacementReport>('GET', '/sponsored/report', { signal }),
  });
}

export const useSponsoredPlacements = () => useQuery(sponsoredPlacementsQuery());
export const useSponsoredReport = () => useQuery(sponsoredReportQuery());

/** Creates (id null) or saves a placement, then reads the list again. */
export function useSavePlacement() {
  const client = useQueryClient();
  return async (id: number | null, edit: PlacementEdit): Promise<AdminPlacement> => {
    const saved = await (id === null
      ? adminRequest<AdminPlacement>('POST', '/sponsored/placements', { body: edit })
      : adminRequest<AdminPlacement>('PATCH', `/sponsored/placements/${id}`, { body: edit }));
    await client.invalidateQueries({ queryKey: sponsoredKeys.all });
    return saved;
  };
}
