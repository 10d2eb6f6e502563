import { describe, expect, it } from 'vitest';
import {
  AUTOSHIP_ACCOUNT_STATUSES,
  AUTOSHIP_ITEM_STATUSES,
  AUTOSHIP_SCHEDULE_STATUSES,
  AUTOSHIP_TYPES,
  autoshipClosed,
  autoshipEnabledFor,
  autoshipPresent,
  chargeFailed,
  checkItemMove,
  itemMoveTo,
  scheduleMove,
} from './statuses.ts';

describe('autoship statuses (account spec §3)', () => {
  it('uses the spec values for items, schedules, accounts and types', () => {
    expect(AUTOSHIP_ITEM_STATUSES).toEqual(['active', 'paused', 'cancelled']);
    expect(AUTOSHIP_SCHEDULE_STATUSES).toEqual([
      'active',
      'failed_charge_1',
      'failed_charge_2',
      'failed_charge_3',
    ]);
    expect(AUTOSHIP_ACCOUNT_STATUSES).toEqual([
      'active',
      'paused',
      'cancelled',
      'inactive',
      'opt-out',
      'canceled',
      'active_auto',
    ]);
    expect(AUTOSHIP_TYPES).toEqual(['not_set', 'opt_in', 'opt_out', 'single_cart']);
  });

  it('is present when active or paused, and a cancel turns autoship_enabled off (§4)', () => {
    expect(autoshipPresent('active')).toBe(true);
    expect(autoshipPresent('paused')).toBe(true);
    expect(autoshipPresent('canceled')).toBe(false);
    expect(autoshipEnabledFor('canceled')).toBe(false);
    expect(autoshipEnabledFor('cancelled')).toBe(false);
    expect(autoshipEnabledFor('paused')).toBe(true);
  });

  it('is closed to opt-out and cancelled accounts (§4 buttons hidden)', () => {
    expect(autoshipClosed({ status: 'opt-out' })).toBe(true);
    // The opt-out programme (type opt_out) is open until the shopper opts out.
    expect(autoshipClosed({ status: 'active' })).toBe(false);
    expect(autoshipClosed({ status: null, optedOut: true })).toBe(true);
    expect(autoshipClosed({ status: 'canceled' })).toBe(true);
    expect(autoshipClosed({ status: 'cancelled' })).toBe(true);
    expect(autoshipClosed({ status: null })).toBe(false);
    expect(autoshipClosed({ status: 'paused' })).toBe(false);
  });
});

describe('autoship item moves', () => {
  it('pauses an active item, resumes a paused one, and cancels either (§4 removing sets cancelled)', () => {
    expect(checkItemMove('active', 'pause')).toEqual({ ok: true, from: 'active', to: 'paused' });
    expect(checkItemMove('paused', 'resume')).toEqual({ ok: true, from: 'paused', to: 'active' });
    expect(checkItemMove('active', 'cancel')).toMatchObject({ ok: true, to: 'cancelled' });
    expect(checkItemMove('paused', 'cancel')).toMatchObject({ ok: true, to: 'cancelled' });
  });

  it('refuses every move out of cancelled and pausing a paused item, as a value', () => {
    for (const move of ['pause', 'resume', 'cancel'] as const) {
      expect(checkItemMove('cancelled', move)).toMatchObject({ ok: false, code: 'illegal_autoship_change' });
    }
    expect(checkItemMove('paused', 'pause')).toEqual({
      ok: false,
      code: 'illegal_autoship_change',
      message: 'Cannot pause an autoship item that is paused (only one that is active).',
    });
    expect(checkItemMove('active', 'resume').ok).toBe(false);
  });

  it('maps an asked-for status to its move', () => {
    expect(itemMoveTo('paused')).toBe('pause');
    expect(itemMoveTo('active')).toBe('resume');
    expect(itemMoveTo('cancelled')).toBe('cancel');
  });
});

describe('autoship schedule moves: the decline ladder (issue 14)', () => {
  it('goes failed_charge_1, 2, 3 on declines, retrying after a day, then skips the shipment', () => {
    expect(scheduleMove('active', 'declined')).toMatchObject({ to: 'failed_charge_1', retryAfterDays: 1 });
    expect(scheduleMove('failed_charge_1', 'declined')).toMatchObject({
      to: 'failed_charge_2',
      retryAfterDays: 1,
    });
    const third = scheduleMove('failed_charge_2', 'declined');
    expect(third).toMatchObject({ to: 'failed_charge_3', skipShipment: true });
    expect(third.retryAfterDays).toBeUndefined();
  });

  it('returns to active from every status on a successful charge, a new card or autoship turned back on', () => {
    for (const from of AUTOSHIP_SCHEDULE_STATUSES) {
      expect(scheduleMove(from, 'charged').to).toBe('active');
      expect(scheduleMove(from, 'card_updated').to).toBe('active');
      expect(scheduleMove(from, 'restarted').to).toBe('active');
    }
  });

  it('starts a new ladder when a later shipment is declined after a skip', () => {
    expect(scheduleMove('failed_charge_3', 'declined')).toMatchObject({
      to: 'failed_charge_1',
      retryAfterDays: 1,
    });
  });

  it('shows the charge-failed banner only while failed (§4)', () => {
    expect(chargeFailed('active')).toBe(false);
    expect(chargeFailed(null)).toBe(false);
    expect(chargeFailed('failed_charge_2')).toBe(true);
  });
});
