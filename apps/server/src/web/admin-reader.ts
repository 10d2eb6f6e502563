import type { AdminReader } from '@pantry/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The console's page reads (AdminReader), as the staff member behind the page request's cookie. Each read goes
 * through its /api/admin route in process (`app.inject`, no network): the page meets the same guard, the same
 * permission check and the same zod answer as the browser's call, and the web depends on the admin contract, not
 * on the staff module's insides (docs/decisions/console.md).
 */
export function adminReader(app: FastifyInstance, cookieHeader: string | undefined): AdminReader {
  const read = async <T>(path: string, query: Record<string, string> = {}): Promise<T> => {
    const response = await app.inject({
      method: 'GET',
      url: { pathname: `/api/admin${path}`, query },
      headers: { accept: 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}) },
    });
    if (response.statusCode === 200) return response.json() as T;
    throw new AdminReadError(response.statusCode, errorsOf(response.body));
  };
  // The frame's loader and the page's both ask who is signed in: one request reads it once.
  let me: ReturnType<AdminReader['me']> | undefined;
  return {
    me: () => {
      me ??= read('/me');
      return me;
    },
    staff: () => read('/staff'),
    audit: (query) => read('/audit', searchParams(query)),
    invite: (token) => read(`/invites/${encodeURIComponent(token)}`),
    orders: (query) => read('/orders', searchParams(query)),
    order: (id) => read(`/orders/${encodeURIComponent(id)}`),
    catalogProducts: (query) => read('/catalog/products', searchParams(query)),
    catalogProduct: (id) => read(`/catalog/products/${id}`),
    members: (query) => read('/members', searchParams(query)),
    member: (id) => read(`/members/${id}`),
    reports: () => read('/reports'),
    report: (name, query) => read(`/reports/${name}`, searchParams(query)),
    promoCoupons: () => read('/promotions/coupons'),
    promoGifts: () => read('/promotions/gifts'),
    promoExitOffers: () => read('/promotions/exit-offers'),
    sponsoredPlacements: () => read('/sponsored/placements'),
    sponsoredReport: () => read('/sponsored/report'),
    autoshipDue: () => read('/autoship/due'),
    autoshipFailed: () => read('/autoship/failed'),
    autoshipRuns: (query) => read('/autoship/runs', searchParams(query)),
    reviews: (query) => read('/reviews', searchParams(query)),
    giftCodes: (q) => read('/gift-codes', { q }),
    giftCode: (id) => read(`/gift-codes/${id}`),
    tasks: () => read('/tasks'),
    task: (id) => read(`/tasks/${id}`),
    maintenance: () => read('/maintenance'),
  };
}

/** A refused read: the route's status and its message, which the page shows (403) or acts on (401, 404). */
export class AdminReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdminReadError';
  }
}

/** The store's error text (`{ success: false, errors }`), or a plain one when the answer was not that shape. */
function errorsOf(text: string): string {
  try {
    const errors = (JSON.parse(text) as { errors?: unknown } | null)?.errors;
    if (typeof errors === 'string') return errors;
  } catch {
    // Not JSON: fall through to the plain text.
  }
  return 'The console could not read this.';
}

/** The filters that are set, as the query string a search route reads (audit, orders, catalog, members, reports…). */
function searchParams(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}
