import { STORE_TIME_ZONE } from './time-zone.ts';

/**
 * An instant as the store's calendar day, 'Nov 21, 2026': order dates, review dates, receipts. One formatter for
 * the whole store, built once (building one per call was most of a review list's hydration on a phone), and kept
 * apart from the delivery rules so a page that only shows dates does not load a date library.
 */
const storeDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});

/** An ISO instant as the store's calendar day ('Nov 21, 2026'), or null when there is none or it is not a date. */
export function formatStoreDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : storeDay.format(date);
}
