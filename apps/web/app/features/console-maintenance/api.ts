import type { MaintenanceStatus } from '@pantry/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../console/index.ts';

const maintenanceKey = ['console', 'maintenance'] as const;

/** GET /api/admin/maintenance: the console's switch, the deploy's variable, and whether the store is down. */
export function maintenanceQuery() {
  return queryOptions({
    queryKey: maintenanceKey,
    queryFn: ({ signal }) => adminRequest<MaintenanceStatus>('GET', '/maintenance', { signal }),
  });
}

export const useMaintenance = () => useQuery(maintenanceQuery());

/** POST /api/admin/maintenance: flips the switch; the answer is the page's new state. */
export function useFlipMaintenance() {
  const client = useQueryClient();
  return async (enabled: boolean, note: string) => {
    const status = await adminRequest<MaintenanceStatus>('POST', '/maintenance', {
      body: { enabled, ...(note ? { note } : {}) },
    });
    client.setQueryData(maintenanceKey, status);
    return status;
  };
}
