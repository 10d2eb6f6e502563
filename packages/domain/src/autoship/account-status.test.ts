import { describe, expect, it } from 'vitest';
import { accountMoveAllowed, accountMoveTo, checkAccountMove } from './account-status.ts';

const at = (status: Parameters<typeof checkAccountMove>[0]['status'], type: string | null = 'opt_in') => ({
  status,
  type,
});

describe("the account's autoship lifecycle (account spec §3 'Autoship statuses', §4)", () => {
  it('maps what PUT /account asks for to a move from the current status', () => {
    expect(accountMoveTo('active', 'inactive')).toBe('turn_off');
    expect(accountMoveTo('inactive', 'active')).toBe('turn_on');
    expect(accountMoveTo(null, 'active')).toBe('turn_on');
    expect(accountMoveTo('paused', 'active')).toBe('resume');
    expect(accountMoveTo('active', 'paused')).toBe('pause');
    expect(accountMoveTo('paused', 'cancelled')).toBe('cancel');
    expect(accountMoveTo('active', 'canceled')).toBe('cancel');
    expect(accountMoveTo('active', 'active')).toBeNull();
    expect(accountMoveTo('active_auto', 'active')).toBeNull();
  });

  it("turns recurring off and on ('Recurring turned off', 'Turn on Recurring'), keeping the type", () => {
    const off = checkAccountMove(at('active'), 'turn_off', true);
    expect(off).toMatchObject({ ok: true, to: 'inactive', enabled: false, cancelItems: false });
    const on = checkAccountMove(at('inactive'), 'turn_on', true);
    expect(on).toMatchObject({ ok: true, to: 'active', enabled: true, reviveDates: true });
    expect(on.ok && on.type).toBeUndefined();
  });

  it('opts a shopper in when turning on an autoship without a chosen type', () => {
    const first = checkAccountMove(at(null, null), 'turn_on', false);
    expect(first).toMatchObject({ ok: true, to: 'active', type: 'opt_in' });
    expect(checkAccountMove(at(null, 'single_cart'), 'turn_on', false)).not.toHaveProperty('type');
  });

  it('pauses only a running autoship and resumes only a paused one', () => {
    expect(checkAccountMove(at('active_auto'), 'pause', true)).toMatchObject({ ok: true, to: 'paused' });
    expect(checkAccountMove(at('inactive'), 'pause', true)).toMatchObject({
      ok: false,
      message: "You can't pause an autoship that is inactive.",
    });
    expect(checkAccountMove(at('active'), 'resume', true).ok).toBe(false);
  });

  it('cancels to canceled once it placed an order, and back to not started when it never did (§4)', () => {
    expect(checkAccountMove(at('active'), 'cancel', true)).toMatchObject({
      ok: true,
      to: 'canceled',
      enabled: false,
      cancelItems: true,
    });
    const never = checkAccountMove(at('paused'), 'cancel', false);
    expect(never).toMatchObject({ ok: true, to: null, type: 'not_set', enabled: false, cancelItems: true });
  });

  it('turns off an autoship whose last item was removed, or ends one that never shipped', () => {
    expect(checkAccountMove(at('active'), 'emptied', true)).toMatchObject({
      to: 'inactive',
      cancelItems: false,
    });
    expect(checkAccountMove(at('active'), 'emptied', false)).toMatchObject({ to: null, type: 'not_set' });
  });

  it('lets nothing leave canceled or opt-out', () => {
    for (const move of ['turn_on', 'resume', 'pause', 'turn_off'] as const) {
      expect(checkAccountMove(at('canceled'), move, true).ok).toBe(false);
      expect(checkAccountMove(at('opt-out'), move, true).ok).toBe(false);
    }
  });
});

describe('accountMoveAllowed (the settings page offers these)', () => {
  it('turns off a running or paused autoship and turns on only a turned-off or not-started one', () => {
    expect(accountMoveAllowed('active', 'turn_off')).toBe(true);
    expect(accountMoveAllowed('paused', 'turn_off')).toBe(true);
    expect(accountMoveAllowed('inactive', 'turn_off')).toBe(false);
    expect(accountMoveAllowed('inactive', 'turn_on')).toBe(true);
    expect(accountMoveAllowed('active', 'turn_on')).toBe(false);
    expect(accountMoveAllowed('inactive', 'pause')).toBe(false);
    expect(accountMoveAllowed('canceled', 'cancel')).toBe(false);
  });
});
