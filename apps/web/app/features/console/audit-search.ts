import type { AuditQuery } from '@pantry/domain';

/** The audit log's page size. */
export const AUDIT_PAGE_SIZE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit page's filters from its address (?q=&actor=&action=&from=&to=&before=), the same for the loader and
 * the component so both name one query. Unreadable values are left out rather than sent to be refused.
 */
export function auditQueryFromSearch(search: URLSearchParams): AuditQuery {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const day = (name: string) => {
    const value = text(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const before = Number(search.get('before'));
  const query: AuditQuery = {
    q: text('q'),
    actor: text('actor'),
    action: text('action'),
    from: day('from'),
    to: day('to'),
    before: Number.isInteger(before) && before > 0 ? before : undefined,
    limit: AUDIT_PAGE_SIZE,
  };
  // Only the filters that are set, so two addresses that mean the same share one cache entry.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as AuditQuery;
}

/** The address of the older page: the same filters, entries before `nextBefore`. */
export function olderPageSearch(search: URLSearchParams, nextBefore: number): string {
  const next = new URLSearchParams(search);
  next.set('before', String(nextBefore));
  return `?${next.toString()}`;
}

/** The address of the newest page with the same filters. */
export function newestPageSearch(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  next.delete('before');
  const text = next.toString();
  return text ? `?${text}` : '?';
}
