import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, format, parseISO } from 'date-fns';
import { nextShipmentTimeText } from '../wording/delivery.ts';
import { STORE_TIME_ZONE } from '../wording/time-zone.ts';

/**
 * Autoship dates. A shipment date is a calendar day in the store's time zone (YYYY-MM-DD); its cutoff is the moment
 * the shipment locks and the run places the order (account spec §9: 'Next shipment time is in Pacific time with
 * p.m. PT').
 */

/** Account spec §4 'Delivery frequencies include 1 and 2 weeks'; issue 14 lists 1, 2, 3, 4, 6 and 8. */
export const AUTOSHIP_FREQUENCIES = [1, 2, 3, 4, 6, 8] as const;
export type AutoshipFrequency = (typeof AUTOSHIP_FREQUENCIES)[number];
export const DEFAULT_AUTOSHIP_FREQUENCY: AutoshipFrequency = 4;

export function isAutoshipFrequency(weeks: number): weeks is AutoshipFrequency {
  return (AUTOSHIP_FREQUENCIES as readonly number[]).includes(weeks);
}

/** The cutoff hour in the store's time zone, on the day before the shipment date (5 p.m. PT). */
export const AUTOSHIP_CUTOFF_HOUR = 17;
/** Account spec §9: 'a 3-day notice before the next shipment'. */
export const AUTOSHIP_NOTICE_DAYS = 3;
/** How far ahead a shipment or an item may be rescheduled. */
export const AUTOSHIP_MAX_AHEAD_WEEKS = 26;

function day(date: string): Date {
  return parseISO(date);
}

function dateText(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A shipment date plus some weeks (calendar arithmetic, no time zone involved). */
export function addFrequency(date: string, weeks: number): string {
  return dateText(addWeeks(day(date), weeks));
}

export function addCalendarDays(date: string, days: number): string {
  return dateText(addDays(day(date), days));
}

/** Today's calendar date in the store's time zone. */
export function storeToday(now: Date): string {
  return format(new TZDate(now, STORE_TIME_ZONE), 'yyyy-MM-dd');
}

/** The moment a shipment locks: 5 p.m. PT the day before its date. */
export function shipmentCutoff(date: string): Date {
  const before = addDays(day(date), -1);
  const local = new TZDate(
    before.getFullYear(),
    before.getMonth(),
    before.getDate(),
    AUTOSHIP_CUTOFF_HOUR,
    0,
    0,
    STORE_TIME_ZONE,
  );
  return new Date(local.getTime());
}

/** Whether a shipment on `date` can still be changed at `now`. */
export function beforeCutoff(date: string, now: Date): boolean {
  return now.getTime() < shipmentCutoff(date).getTime();
}

/** The first shipment date whose cutoff has not passed at `now`. */
export function earliestShipmentDate(now: Date): string {
  let date = addCalendarDays(storeToday(now), 1);
  while (!beforeCutoff(date, now)) date = addCalendarDays(date, 1);
  return date;
}

/** A new schedule's first shipment: `weeks` after today (PT), or the earliest open date if that is sooner. */
export function firstShipmentDate(now: Date, weeks: number): string {
  const planned = addFrequency(storeToday(now), weeks);
  const earliest = earliestShipmentDate(now);
  return planned < earliest ? earliest : planned;
}

export type DateRefusal = { ok: false; code: 'bad_request'; message: string };

/** A date a shipment or an item may move to: a real date, its cutoff still ahead, at most 26 weeks out. */
export function checkShipmentDate(date: string, now: Date): { ok: true; date: string } | DateRefusal {
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(day(date).getTime()) ||
    dateText(day(date)) !== date
  ) {
    return { ok: false, code: 'bad_request', message: 'Dates require YYYY-MM-DD.' };
  }
  if (!beforeCutoff(date, now)) {
    return { ok: false, code: 'bad_request', message: 'That shipment date has passed its cutoff.' };
  }
  if (date > addFrequency(storeToday(now), AUTOSHIP_MAX_AHEAD_WEEKS)) {
    return {
      ok: false,
      code: 'bad_request',
      message: `Choose a date within ${AUTOSHIP_MAX_AHEAD_WEEKS} weeks.`,
    };
  }
  return { ok: true, date };
}

/** When the 3-day notice goes out: the start of the day (PT) three days before the shipment date. */
export function noticeDue(date: string): Date {
  const notice = addDays(day(date), -AUTOSHIP_NOTICE_DAYS);
  return new Date(
    new TZDate(notice.getFullYear(), notice.getMonth(), notice.getDate(), 0, 0, 0, STORE_TIME_ZONE).getTime(),
  );
}

/** 'Thursday, Nov 26, 5 p.m. PT': the cutoff as the shopper reads it (spec §9: Pacific time with p.m. PT). */
export function cutoffWording(cutoff: Date): string {
  return `${format(new TZDate(cutoff, STORE_TIME_ZONE), 'EEEE, MMM d')}, ${nextShipmentTimeText(cutoff)}`;
}

/** 'Friday, Nov 27': a shipment date as shown. */
export function shipmentDateWording(date: string): string {
  return format(day(date), 'EEEE, MMM d');
}

/**
 * The date an item ships next once a shipment on `shipped` has gone (or been skipped for it): its frequency later.
 */
export function nextItemDate(shipped: string, weeks: number): string {
  return addFrequency(shipped, weeks);
}

/** What an item's next-date reading needs. */
export type ItemDates = { scheduled_at_date: string; frequency: number; skip_once: boolean };

/**
 * When an active item ships next, as the shopper reads it: an item due by the next shipment goes with it, or, when
 * skipped this once, a frequency after it (the run moves every due item on from the shipment's date); any other
 * item on its own date. Without a next shipment, the item's own date.
 */
export function itemShipDate(item: ItemDates, nextShipmentDate: string | null | undefined): string {
  if (!nextShipmentDate || item.scheduled_at_date > nextShipmentDate) return item.scheduled_at_date;
  return item.skip_once ? nextItemDate(nextShipmentDate, item.frequency) : nextShipmentDate;
}

/** Whether an active item goes out with the next shipment: due by its date and not skipped this once. */
export function shipsWithNextShipment(item: ItemDates, nextShipmentDate: string | null | undefined): boolean {
  return !!nextShipmentDate && item.scheduled_at_date <= nextShipmentDate && !item.skip_once;
}
