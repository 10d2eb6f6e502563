import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { STORE_TIME_ZONE } from './time-zone.ts';

/**
 * Offer expiry wording (spec storefront §9; account spec §9): 'under 1 hour in minutes, under 24 hours in
 * hours, under 5 days in days, otherwise the date; nothing beyond 30 days'.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * Counts whole units left (59 min 59 s is '59 minutes'), but never says '0 minutes' for an offer that is
 * still live. The date is the store's calendar date, so server and browser render the same text.
 */
export function expiryWording(expiresAt: Date, now: Date, timeZone: string = STORE_TIME_ZONE): string | null {
  const left = expiresAt.getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return null;
  if (left < HOUR_MS) return `Expires in ${plural(Math.max(1, Math.floor(left / MINUTE_MS)), 'minute')}`;
  if (left < DAY_MS) return `Expires in ${plural(Math.floor(left / HOUR_MS), 'hour')}`;
  if (left < 5 * DAY_MS) return `Expires in ${plural(Math.floor(left / DAY_MS), 'day')}`;
  if (left <= 30 * DAY_MS) return `Expires ${format(new TZDate(expiresAt, timeZone), 'MMM d')}`;
  return null;
}
