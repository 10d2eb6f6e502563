import type {
  AdminDueShipments,
  AdminFailedCharges,
  AutoshipRetryAnswer,
  AutoshipRunPage,
  AutoshipRunWire,
} from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

/** The Autoship area's reads (one `queryOptions` each, shared by loader and component) and its retries. */

export const autoshipKeys = {
  all: ['console', 'autoship'] as const,
  due: () => ['console', 'autoship', 'due'] as const,
  failed: () => ['console', 'autoship', 'failed'] as const,
  runs: (before?: number) => ['console', 'autoship', 'runs', before ?? null] as const,
};

/** GET /api/admin/autoship/due: the shipments whose cutoff is today. */
export function dueShipmentsQuery() {
  return queryOptions({
    queryKey: autoshipKeys.due(),
    queryFn: ({ signal }) => adminRequest<AdminDueShipments>('GET', '/autoship/due', { signal }),
    staleTime: 5_000,
  });
}

/** GET /api/admin/autoship/failed: the schedules on the decline ladder. */
export function failedChargesQuery() {
  return queryOptions({
    queryKey: autoshipKeys.failed(),
    queryFn: ({ signal }) => adminRequest<AdminFailedCharges>('GET', '/autoship/failed', { signal }),
    staleTime: 5_000,
  });
}

/** GET /api/admin/autoship/runs: a page of runs, newest first (`before` pages on). */
export function autoshipRunsQuery(before?: number) {
  return queryOptions({
    queryKey: autoshipKeys.runs(before),
    queryFn: ({ signal }) =>
      adminRequest<AutoshipRunPage>('GET', '/autoship/runs', { query: { before }, signal }),
    staleTime: 5_000,
  });
}

export const useDueShipments = () => useQuery(dueShipmentsQuery());
export const useFailedCharges = () => useQuery(failedChargesQuery());
export const useAutoshipRuns = (before?: number) => useQuery(autoshipRunsQuery(before));

/** Retry one charge or all of them; each answer refreshes the whole area (the ladder, today's list, the runs). */
export function useRetries() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: autoshipKeys.all });
  return {
    retry: async (scheduleId: number) => {
      try {
        return await adminRequest<AutoshipRetryAnswer>('POST', `/autoship/failed/${scheduleId}/retry`, {
          body: {},
        });
      } finally {
        await refresh();
      }
    },
    retryAll: async () => {
      try {
        return await adminRequest<{ run: AutoshipRunWire }>('POST', '/autoship/failed/retry-all', {
          body: {},
        });
      } finally {
        await refresh();
      }
    },
  };
}
