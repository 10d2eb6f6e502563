import { API_BASE, MAINTENANCE_PATH } from '../../lib/http/client.ts';

/** How often the maintenance page asks whether the store is back (one of spec §9's time constants). */
export const MAINTENANCE_POLL_MS = 5000;

/** Where to send the shopper back to: a page of this store named by `from`, else the home page. */
export function returnPath(from: string | null): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  const path = from.split(/[?#]/)[0];
  return path === MAINTENANCE_PATH ? '/' : from;
}

/**
 * Whether the store answers again: GET /api/v1/maintenance is 200 once maintenance is off and the maintenance 500
 * while it is on. Asked with plain fetch, so the API client's maintenance redirect never reloads this page.
 */
export async function storeIsBack(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`${API_BASE}/maintenance`, {
      headers: { accept: 'application/json', reqsource: 'web' },
      cache: 'no-store',
      credentials: 'include',
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Leaves the maintenance page with a full load, so the page returned to reads everything afresh (tests replace it). */
export const leaveMaintenance = {
  to(path: string): void {
    window.location.assign(path);
  },
};
