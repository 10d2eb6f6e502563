import { type AdminOrderQuery, isOrderStatus } from '@pantry/domain';

/** The order search's page size. */
export const ORDER_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The order search's filters from its address (?number=&email=&status=&from=&to=&before=), the same for the loader
 * and the component so both name one query. Unreadable values are left out rather than sent to be refused.
 */
export function orderQueryFromSearch(search: URLSearchParams): AdminOrderQuery {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const day = (name: string) => {
    const value = text(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const number = text('number')?.replace(/^#/, '');
  const status = text('status');
  const before = Number(search.get('before'));
  const query: AdminOrderQuery = {
    number: number && /^\d{1,20}$/.test(number) ? number : undefined,
    email: text('email'),
    status: status && isOrderStatus(status) ? status : undefined,
    from: day('from'),
    to: day('to'),
    before: Number.isInteger(before) && before > 0 ? before : undefined,
    limit: ORDER_PAGE_SIZE,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AdminOrderQuery;
}
