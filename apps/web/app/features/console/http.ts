import { errorText } from '@pantry/domain';
import { ApiError } from '../../lib/http/client.ts';

/**
 * The console's calls to /api/admin: JSON both ways (roles and flags keep their types), the staff cookie sent
 * with each, and a refusal thrown as the storefront's ApiError with the route's `errors` text. The storefront's
 * client stays as it is: its base, its form bodies and its shopper listeners are not the console's.
 */
export const ADMIN_API_BASE = '/api/admin';

type Query = Record<string, string | number | undefined>;

export function adminUrl(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `${ADMIN_API_BASE}${path}${text ? `?${text}` : ''}`;
}

export async function adminRequest<T>(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { query?: Query; body?: Record<string, unknown>; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(adminUrl(path, options.query), {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) throw new ApiError(errorText(body), response.status, body);
  return body as T;
}
