import { STORE_TIME_ZONE } from './time-zone.ts';

/**
 * An instant as the store's calendar day: 'Nov 21, 2026' on order dates, review dates and receipts; 'November 21,
 * 2026' where a sentence or the account's membership names a date; 'November 21' for a day this year or next that
 * needs no year (a product bought for review). One formatter per style for the whole store, built once (building
 * one per call was most of a review list's hydration on a phone), and kept apart from the delivery rules so a page
 * that only shows dates does not load a date library.
 */
const styles = {
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  'month-day': { month: 'long', day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type StoreDateStyle = keyof typeof styles;

const formats = Object.fromEntries(
  Object.entries(styles).map(([style, options]) => [
    style,
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: STORE_TIME_ZONE }),
  ]),
) as Record<StoreDateStyle, Intl.DateTimeFormat>;

/**
 * An ISO instant as the store's calendar day ('Nov 21, 2026'; `long`: 'November 21, 2026'; `month-day`:
 * 'November 21'), or null when there is none or it is not a date.
 */
export function formatStoreDate(
  iso: string | null | undefined,
  style: StoreDateStyle = 'short',
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formats[style].format(date);
}
