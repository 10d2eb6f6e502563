import { describe, expect, it } from 'vitest';
import {
  AUTOSHIP_FREQUENCIES,
  addFrequency,
  beforeCutoff,
  checkShipmentDate,
  cutoffWording,
  earliestShipmentDate,
  firstShipmentDate,
  isAutoshipFrequency,
  itemShipDate,
  nextItemDate,
  noticeDue,
  shipmentCutoff,
  shipsWithNextShipment,
  storeToday,
} from './dates.ts';

describe('autoship frequencies', () => {
  it('offers every 1, 2, 3, 4, 6 or 8 weeks (§4: frequencies include 1 and 2 weeks)', () => {
    expect(AUTOSHIP_FREQUENCIES).toEqual([1, 2, 3, 4, 6, 8]);
    expect(isAutoshipFrequency(2)).toBe(true);
    expect(isAutoshipFrequency(5)).toBe(false);
  });
});

describe('next-date arithmetic', () => {
  it('adds whole weeks across months, years and the DST change', () => {
    expect(addFrequency('2026-11-25', 1)).toBe('2026-12-02');
    expect(addFrequency('2026-12-30', 2)).toBe('2027-01-13');
    expect(addFrequency('2027-03-10', 1)).toBe('2027-03-17');
    expect(nextItemDate('2026-10-29', 8)).toBe('2026-12-24');
  });

  it('reads today in Pacific time', () => {
    expect(storeToday(new Date('2026-11-26T06:00:00Z'))).toBe('2026-11-25');
    expect(storeToday(new Date('2026-11-26T09:00:00Z'))).toBe('2026-11-26');
  });
});

describe('cutoff (§9: next shipment time in Pacific time with p.m. PT)', () => {
  it('locks a shipment at 5 p.m. PT the day before, in winter and in summer time', () => {
    expect(shipmentCutoff('2026-11-27').toISOString()).toBe('2026-11-27T01:00:00.000Z');
    expect(shipmentCutoff('2026-07-02').toISOString()).toBe('2026-07-02T00:00:00.000Z');
  });

  it('words the cutoff with the day and p.m. PT', () => {
    expect(cutoffWording(shipmentCutoff('2026-11-27'))).toBe('Thursday, Nov 26, 5 p.m. PT');
  });

  it('is open until the cutoff and closed from it', () => {
    expect(beforeCutoff('2026-11-27', new Date('2026-11-27T00:59:59Z'))).toBe(true);
    expect(beforeCutoff('2026-11-27', new Date('2026-11-27T01:00:00Z'))).toBe(false);
  });

  it('finds the earliest open date: tomorrow before 5 p.m. PT, the day after from then', () => {
    expect(earliestShipmentDate(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(earliestShipmentDate(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-27');
  });

  it("starts a new schedule one frequency after today's date", () => {
    expect(firstShipmentDate(new Date('2026-11-25T20:00:00Z'), 2)).toBe('2026-12-09');
  });

  it('sends the 3-day notice at the start of the day three days before, Pacific time (§9)', () => {
    expect(noticeDue('2026-11-27').toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });
});

describe('choosing a shipment date', () => {
  const now = new Date('2026-11-25T20:00:00Z');
  it('accepts an open date within 26 weeks', () => {
    expect(checkShipmentDate('2026-12-01', now)).toEqual({ ok: true, date: '2026-12-01' });
  });
  it('refuses a malformed, past-cutoff or too distant date with a message', () => {
    expect(checkShipmentDate('2026-02-30', now)).toMatchObject({
      ok: false,
      message: 'Dates require YYYY-MM-DD.',
    });
    expect(checkShipmentDate('12/01/2026', now).ok).toBe(false);
    expect(checkShipmentDate('2026-11-25', now)).toMatchObject({
      ok: false,
      message: 'That shipment date has passed its cutoff.',
    });
    expect(checkShipmentDate('2027-07-01', now)).toMatchObject({
      ok: false,
      message: 'Choose a date within 26 weeks.',
    });
  });
});

describe('when an item ships next (the autoship pages)', () => {
  const item = { scheduled_at_date: '2026-12-11', frequency: 4, skip_once: false };

  it('ships a due item with the next shipment', () => {
    expect(itemShipDate(item, '2026-12-11')).toBe('2026-12-11');
    expect(itemShipDate({ ...item, scheduled_at_date: '2026-12-04' }, '2026-12-11')).toBe('2026-12-11');
    expect(shipsWithNextShipment(item, '2026-12-11')).toBe(true);
  });

  it('moves an item skipped this once a frequency after the shipment it skips, as the run does', () => {
    const skipped = { ...item, skip_once: true };
    expect(itemShipDate(skipped, '2026-12-11')).toBe('2027-01-08');
    expect(shipsWithNextShipment(skipped, '2026-12-11')).toBe(false);
  });

  it('keeps a later item on its own date, and every item without a next shipment', () => {
    expect(itemShipDate({ ...item, scheduled_at_date: '2027-01-08' }, '2026-12-11')).toBe('2027-01-08');
    expect(shipsWithNextShipment({ ...item, scheduled_at_date: '2027-01-08' }, '2026-12-11')).toBe(false);
    expect(itemShipDate(item, null)).toBe('2026-12-11');
    expect(shipsWithNextShipment(item, undefined)).toBe(false);
  });
});
