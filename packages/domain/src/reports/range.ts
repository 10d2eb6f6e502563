import { isValidDate } from '../account/date.ts';

/**
 * A report's days: store calendar days 'YYYY-MM-DD', both included. Left out, the range ends today and starts the
 * report's default span before it; a range runs forward and covers at most MAX_REPORT_DAYS.
 */

export const MAX_REPORT_DAYS = 731;

export const reportRangeMessages = {
  badDate: 'Dates require YYYY-MM-DD.',
  backwards: 'The start date is after the end date.',
  tooLong: `A report covers at most ${MAX_REPORT_DAYS} days.`,
} as const;

export type ReportRange = { from: string; to: string };

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year!, month! - 1, date!) / DAY_MS;
}

/** The calendar day `days` after `day` (no time zone involved). */
export function shiftDay(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysIn(range: ReportRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/**
 * The range a report covers: `to` defaults to `today` (the store's day), `from` to `defaultDays` days ending on
 * `to`. Answers the message for a date that is not a calendar day, a backwards range or one too long.
 */
export function resolveReportRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
  defaultDays: number,
): { ok: true; range: ReportRange } | { ok: false; message: string } {
  const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const to = given(query.to) ?? today;
  if (!isValidDate(to)) return { ok: false, message: reportRangeMessages.badDate };
  const from = given(query.from) ?? shiftDay(to, 1 - defaultDays);
  if (!isValidDate(from)) return { ok: false, message: reportRangeMessages.badDate };
  if (from > to) return { ok: false, message: reportRangeMessages.backwards };
  if (daysIn({ from, to }) > MAX_REPORT_DAYS) return { ok: false, message: reportRangeMessages.tooLong };
  return { ok: true, range: { from, to } };
}

/** Every day of the range, oldest first. */
export function daysOf(range: ReportRange): string[] {
  return Array.from({ length: daysIn(range) }, (_, i) => shiftDay(range.from, i));
}

/** The months 'YYYY-MM' the range touches, oldest first (a monthly report's rows). */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split('-').map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
