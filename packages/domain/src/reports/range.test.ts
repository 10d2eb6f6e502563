import { describe, expect, it } from 'vitest';
import {
  daysOf,
  MAX_REPORT_DAYS,
  monthsOf,
  reportRangeMessages,
  resolveReportRange,
  shiftDay,
} from './range.ts';

describe('a report’s range of store days', () => {
  it('defaults to the span ending today, both days included', () => {
    expect(resolveReportRange({}, '2026-03-30', 30)).toEqual({
      ok: true,
      range: { from: '2026-03-01', to: '2026-03-30' },
    });
    expect(resolveReportRange({ to: '2026-01-31', from: '' }, '2026-03-30', 30)).toEqual({
      ok: true,
      range: { from: '2026-01-02', to: '2026-01-31' },
    });
    expect(resolveReportRange({ from: '2026-03-30' }, '2026-03-30', 30)).toEqual({
      ok: true,
      range: { from: '2026-03-30', to: '2026-03-30' },
    });
  });

  it('refuses a date that is not a calendar day, a backwards range and one too long', () => {
    expect(resolveReportRange({ from: '2026-02-30' }, '2026-03-30', 30)).toEqual({
      ok: false,
      message: reportRangeMessages.badDate,
    });
    expect(resolveReportRange({ to: 'yesterday' }, '2026-03-30', 30)).toMatchObject({ ok: false });
    expect(resolveReportRange({ from: '2026-03-02', to: '2026-03-01' }, '2026-03-30', 30)).toEqual({
      ok: false,
      message: reportRangeMessages.backwards,
    });
    const last = shiftDay('2024-01-01', MAX_REPORT_DAYS - 1);
    expect(resolveReportRange({ from: '2024-01-01', to: last }, last, 30).ok).toBe(true);
    expect(resolveReportRange({ from: '2024-01-01', to: shiftDay(last, 1) }, last, 30)).toEqual({
      ok: false,
      message: reportRangeMessages.tooLong,
    });
  });

  it('lists its days across a month and a leap day, and the months it touches', () => {
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(monthsOf({ from: '2025-11-30', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual(['2026-03']);
  });
});
