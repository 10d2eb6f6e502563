import { describe, expect, it } from 'vitest';
import { deliveryWording, nextShipmentTimeText } from './delivery.ts';

// Friday Nov 20 2026, 10:00 in Los Angeles (PST, UTC-8).
const now = new Date('2026-11-20T18:00:00Z');

describe('deliveryWording', () => {
  it("says 'today' for the same Pacific day", () => {
    expect(deliveryWording(new Date('2026-11-21T07:59:00Z'), now)).toBe('today');
    expect(deliveryWording(new Date('2026-11-20T08:00:00Z'), now)).toBe('today');
  });

  it("says 'tomorrow' for the next Pacific day", () => {
    expect(deliveryWording(new Date('2026-11-21T08:00:00Z'), now)).toBe('tomorrow');
    expect(deliveryWording(new Date('2026-11-22T07:59:00Z'), now)).toBe('tomorrow');
  });

  it("says 'by' for a Monday", () => {
    expect(deliveryWording(new Date('2026-11-23T20:00:00Z'), now)).toBe('by Monday, Nov 23');
  });

  it("says 'on' for other days", () => {
    expect(deliveryWording(new Date('2026-11-24T20:00:00Z'), now)).toBe('on Tuesday, Nov 24');
    expect(deliveryWording(new Date('2026-11-22T20:00:00Z'), now)).toBe('on Sunday, Nov 22');
  });

  it('counts days in Pacific time, not UTC', () => {
    // 02:00 UTC Tuesday is still Monday evening in Los Angeles.
    expect(deliveryWording(new Date('2026-11-24T02:00:00Z'), now)).toBe('by Monday, Nov 23');
    expect(deliveryWording(new Date('2026-11-24T02:00:00Z'), now, 'UTC')).toBe('on Tuesday, Nov 24');
  });

  it('handles the next day across a month end', () => {
    const lastDay = new Date('2026-11-30T18:00:00Z');
    expect(deliveryWording(new Date('2026-12-01T18:00:00Z'), lastDay)).toBe('tomorrow');
  });
});

describe('nextShipmentTimeText', () => {
  it("shows 'Pacific time with p.m. PT'", () => {
    expect(nextShipmentTimeText(new Date('2026-11-21T01:00:00Z'))).toBe('5 p.m. PT');
    expect(nextShipmentTimeText(new Date('2026-11-21T01:30:00Z'))).toBe('5:30 p.m. PT');
  });

  it('follows daylight saving time', () => {
    expect(nextShipmentTimeText(new Date('2026-07-01T00:00:00Z'))).toBe('5 p.m. PT');
  });

  it('shows morning times with a.m., noon as 12 p.m. and midnight as 12 a.m.', () => {
    expect(nextShipmentTimeText(new Date('2026-11-20T17:05:00Z'))).toBe('9:05 a.m. PT');
    expect(nextShipmentTimeText(new Date('2026-11-20T20:00:00Z'))).toBe('12 p.m. PT');
    expect(nextShipmentTimeText(new Date('2026-11-20T08:00:00Z'))).toBe('12 a.m. PT');
  });
});
