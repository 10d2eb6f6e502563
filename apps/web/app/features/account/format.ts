import { STORE_TIME_ZONE } from '@pantry/domain';

/** Dates as shoppers read them, in the store's calendar (Pacific) so server and browser HTML agree. */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
});

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}
