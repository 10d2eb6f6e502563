import { describe, expect, it } from 'vitest';
import {
  REMINDER_LIFETIME_DAYS,
  remindButton,
  reminderExpiresAt,
  reminderState,
  reminderStatusText,
} from './reminder-rules.ts';

describe('reminder expiry (issue 24: reminders expire after 90 days)', () => {
  const set = new Date('2026-11-27T18:00:00Z');

  it('expires 90 days after it was set', () => {
    expect(REMINDER_LIFETIME_DAYS).toBe(90);
    expect(reminderExpiresAt(set).toISOString()).toBe('2027-02-25T18:00:00.000Z');
  });

  it('is active until its expiry, expired from that instant on', () => {
    const expiresAt = reminderExpiresAt(set);
    expect(reminderState({ sentAt: null, expiresAt }, set)).toBe('active');
    expect(reminderState({ sentAt: null, expiresAt }, new Date(expiresAt.getTime() - 1))).toBe('active');
    expect(reminderState({ sentAt: null, expiresAt }, expiresAt)).toBe('expired');
  });

  it('stays sent once the e-mail went out, even past its expiry', () => {
    const expiresAt = reminderExpiresAt(set);
    const sentAt = new Date('2026-12-01T10:00:00Z');
    expect(reminderState({ sentAt, expiresAt }, new Date('2027-06-01T00:00:00Z'))).toBe('sent');
  });

  it('tells the account when it expires, that it expired, or when it was e-mailed (store calendar)', () => {
    const expires_at = '2027-02-25T18:00:00.000Z';
    expect(reminderStatusText({ state: 'active', expires_at, sent_at: null })).toBe(
      'Expires on Feb 25, 2027',
    );
    expect(reminderStatusText({ state: 'expired', expires_at, sent_at: null })).toBe('Expired');
    // 02:00 UTC is still the day before in Los Angeles.
    expect(reminderStatusText({ state: 'sent', expires_at, sent_at: '2026-12-02T02:00:00.000Z' })).toBe(
      'E-mailed on Dec 1, 2026',
    );
  });
});

describe('the Remind me button (spec §4 Reminders)', () => {
  const base = { signedIn: true, reminded: false, pending: false, compact: false };

  it('sends a visitor to the login page', () => {
    expect(remindButton({ ...base, signedIn: false })).toEqual({
      label: 'Remind me when in stock',
      disabled: false,
      action: 'login',
    });
    expect(remindButton({ ...base, signedIn: false, compact: true }).label).toBe('Remind Me');
  });

  it('sets a reminder for a signed-in shopper, then reads Reminder Set, disabled', () => {
    expect(remindButton(base)).toEqual({
      label: 'Remind me when in stock',
      disabled: false,
      action: 'create',
    });
    expect(remindButton({ ...base, reminded: true })).toEqual({
      label: 'Reminder Set',
      disabled: true,
      action: 'none',
    });
  });

  it('is disabled while the reminder is being set, so a double press sets one', () => {
    expect(remindButton({ ...base, pending: true })).toEqual({
      label: 'Remind me when in stock',
      disabled: true,
      action: 'none',
    });
  });
});
