/**
 * Shipment dates are the store's calendar days (architecture: Time; spec §3 Shipment 'delivered_date
 * (YYYY-MM-DD)'), so a parcel delivered at 8 p.m. in San Francisco is delivered that day, not the next UTC one.
 */

export const STORE_TIME_ZONE = 'America/Los_Angeles';

const storeCalendar = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of `date` in the store's time zone. */
export function storeDay(date: Date): string {
  return storeCalendar.format(date);
}

/** The calendar day `days` after `day` ('YYYY-MM-DD' in, 'YYYY-MM-DD' out; no time zone involved). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** Calendar days to deliver when checkout names no date (docs/decisions/orders.md). */
export const DEFAULT_DELIVERY_DAYS = 3;

/** The estimated delivery of an order placed at `placedAt` when nothing better is known. */
export function defaultEstimatedDelivery(placedAt: Date): string {
  return addDays(storeDay(placedAt), DEFAULT_DELIVERY_DAYS);
}
