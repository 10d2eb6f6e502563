import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { STORE_TIME_ZONE } from './time-zone.ts';

/**
 * Delivery and shipment wording (spec storefront §9; account spec §9).
 */

function calendarDay(date: Date, timeZone: string): string {
  return format(new TZDate(date, timeZone), 'yyyy-MM-dd');
}

/**
 * 'Delivery wording: today, tomorrow, by or on (by for Monday)': same day 'today', next day 'tomorrow',
 * a Monday 'by Monday, Nov 23', any other day 'on Tuesday, Nov 24'. Days are calendar days in `timeZone`.
 */
export function deliveryWording(date: Date, now: Date, timeZone: string = STORE_TIME_ZONE): string {
  const day = calendarDay(date, timeZone);
  const today = new TZDate(now, timeZone);
  if (day === calendarDay(today, timeZone)) return 'today';
  if (day === calendarDay(addDays(today, 1), timeZone)) return 'tomorrow';
  const local = new TZDate(date, timeZone);
  // A Monday delivery follows a weekend, so it is promised 'by' then rather than 'on' the day.
  const preposition = local.getDay() === 1 ? 'by' : 'on';
  return `${preposition} ${format(local, 'EEEE, MMM d')}`;
}

/** 'Next shipment time in Pacific time with p.m. PT': '5 p.m. PT', '5:30 p.m. PT', '9 a.m. PT'. */
export function nextShipmentTimeText(date: Date): string {
  const local = new TZDate(date, STORE_TIME_ZONE);
  const hours = local.getHours();
  const minutes = local.getMinutes();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const clock = minutes === 0 ? String(hour12) : `${hour12}:${String(minutes).padStart(2, '0')}`;
  return `${clock} ${hours < 12 ? 'a.m.' : 'p.m.'} PT`;
}
