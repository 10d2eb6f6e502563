import type { ReportQuery } from '@pantry/domain';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A report's range from its address (?from=&to=), the same for the loader and the component so both name one
 * query. A value that is not shaped as a day is sent as it is, so the server's 400 says what is wrong with it;
 * empty values are left out (the report's default).
 */
export function reportQueryFromSearch(search: URLSearchParams): ReportQuery {
  const query: ReportQuery = {};
  for (const name of ['from', 'to'] as const) {
    const value = search.get(name)?.trim();
    if (value) query[name] = value.slice(0, 10);
  }
  return query;
}

/** Whether the address names its range as days (what the date inputs can show). */
export const isDay = (value: string | null | undefined): value is string => !!value && DAY.test(value);
