import { accounts, auditLog, eq, events, sql } from '@pantry/db';
import { memberAdminMessages, oneMonthLater } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/sql.ts';
import { registerShopper, SESSION_COOKIE, TEST_PASSWORD } from '../../test/accounts.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { insertIssuedGift } from '../giftcards/test-support.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';
import { thriveCashOf } from '../thrivecash/test-support.ts';

/**
 * The console's Members area (issue 25) through its routes, as a support agent uses it: find a member, read them,
 * adjust their Thrive Cash with a reason, comp a month, extend a trial, lift a sign-in lock and sign them out
 * everywhere. Each change is one audit entry with before and after, a wrong state is a 409 that writes nothing,
 * and the merchandiser and the warehouse are refused (403).
 */

const t = useTestApp();
const given = useGiven(t);

type Who = { cookie: string };
let support: Who;
let merchandiser: Who;
let warehouse: Who;
let serial = 0;

beforeAll(async () => {
  support = await signInStaff(t.app, await addStaff(t.db, 'support', 'Sam Support'));
  merchandiser = await signInStaff(t.app, await addStaff(t.db, 'merchandiser'));
  warehouse = await signInStaff(t.app, await addStaff(t.db, 'warehouse'));
});

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });
}

async function member(id: number) {
  const answer = await call(support, 'GET', `/members/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function auditOf(accountId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.subjectType} = 'account' AND ${auditLog.subjectId} = ${String(accountId)}
               AND ${auditLog.action} = ${action}`);
}

async function membershipEvents(accountId: number) {
  const rows = await t.db
    .select()
    .from(events)
    .where(sql`${events.type} = 'membership.changed' AND ${events.subjectId} = ${accountId}`);
  return rows.map((row) => row.payload.reason);
}

/** Both refusals of a role without the permission. */
async function expectRolesRefused(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  for (const who of [merchandiser, warehouse]) {
    const refused = await call(who, method, url, payload);
    expect(refused.statusCode, `${method} ${url}`).toBe(403);
  }
}

describe('GET /api/admin/members', () => {
  it('finds shoppers by part of the e-mail, the name or the account id, newest first, and pages', async () => {
    serial += 1;
    const tag = `zed${serial}${Date.now()}`;
    const older = await given.member();
    const newer = await given.member();
    for (const [shopper, first] of [
      [older, 'Quinn'],
      [newer, 'Quill'],
    ] as const) {
      await t.db
        .update(accounts)
        .set({
          firstname: first,
          lastname: `Marsh${tag}`,
          email: `${first.toLowerCase()}.${tag}@example.com`,
        })
        .where(eq(accounts.id, shopper.accountId));
    }
    const search = async (query: string) => {
      const answer = await call(support, 'GET', `/members?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as {
        members: { id: number; email: string; name: string }[];
        next_before: number | null;
      };
    };
    const byName = await search(`q=marsh${tag}`);
    expect(byName.members.map((m) => m.id)).toEqual([newer.accountId, older.accountId]);
    expect(byName.members[0]).toMatchObject({ name: `Quill Marsh${tag}`, user_status: 'member' });
    expect((await search(`q=QUINN.${tag}`)).members.map((m) => m.id)).toEqual([older.accountId]);
    expect((await search(`q=${older.accountId}`)).members.map((m) => m.id)).toContain(older.accountId);
    const first = await search(`q=${tag}&limit=1`);
    expect(first.members.map((m) => m.id)).toEqual([newer.accountId]);
    expect(first.next_before).toBe(newer.accountId);
    const second = await search(`q=${tag}&limit=1&before=${first.next_before}`);
    expect(second).toEqual({
      members: [expect.objectContaining({ id: older.accountId })],
      next_before: null,
    });
    // The pattern characters are text: '%' finds no one rather than everyone.
    expect((await search(`q=${encodeURIComponent('%')}`)).members).toEqual([]);
  });

  it('answers 400 for bad input and 403 to the merchandiser and the warehouse', async () => {
    for (const query of ['limit=0', 'limit=500', 'before=abc', `q=${'x'.repeat(300)}`]) {
      expect((await call(support, 'GET', `/members?${query}`)).statusCode, query).toBe(400);
    }
    await expectRolesRefused('GET', '/members?q=a');
  });
});

describe('GET /api/admin/members/:id', () => {
  it('shows the membership, orders, Thrive Cash, gift cards, addresses and sign-in of a member', async () => {
    const monthly = await given.member({ plan: 'monthly' });
    const order = await given.order({ member: monthly });
    await insertIssuedGift(t.db, {
      orderId: order.orderId,
      buyerAccountId: monthly.accountId,
      creditCents: 2500,
    });
    const view = await member(monthly.accountId);
    expect(view.account).toMatchObject({ id: monthly.accountId, user_status: 'member', lapsed: false });
    expect(view.membership).toMatchObject({ plan_kind: 'monthly', state: 'active', trial_ends_at: null });
    expect(view.membership.renews_at).toBe(view.membership.expires_at);
    expect(view.orders).toEqual([expect.objectContaining({ id: order.orderId, status: 'processing' })]);
    expect(view.gift_cards.bought).toEqual([
      expect.objectContaining({ credit_cents: 2500, status: 'issued' }),
    ]);
    expect(view.addresses).toEqual([expect.objectContaining({ id: monthly.addressId, is_default: true })]);
    expect(view.sign_in).toEqual({
      locked: false,
      locked_until: null,
      failed_attempts: 0,
      active_sessions: 1,
    });
    expect(view.can).toEqual({ comp_month: true, extend_trial: false, unlock: false, end_sessions: true });
    expect(view.thrive_cash).toMatchObject({ available_cents: 0 });
    expect(view.autoship).toBeNull();
  });

  it('answers 404 for no such account, 400 for an id that is not one, and 403 to other roles', async () => {
    const missing = await call(support, 'GET', '/members/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors).toBe(memberAdminMessages.noMember);
    expect((await call(support, 'GET', '/members/abc')).statusCode).toBe(400);
    const { accountId } = await given.member();
    await expectRolesRefused('GET', `/members/${accountId}`);
  });
});

describe('adjusting Thrive Cash from the Members area', () => {
  it('credits and debits with a reason, never below zero, shown to the shopper and audited', async () => {
    const shopper = await given.member();
    const adjust = (body: Record<string, unknown>, who = support) =>
      call(who, 'POST', '/thrive-cash/adjustments', { account_id: shopper.accountId, ...body });
    const credited = await adjust({ kind: 'goodwill', amount: 12.5, note: 'Box arrived late' });
    expect(credited.json()).toMatchObject({ available_cents: 1250, pending_cents: 0 });
    const debited = await adjust({ kind: 'adjusted', amount: -2.5, note: 'Double credit' });
    expect(debited.json()).toMatchObject({ available_cents: 1000 });
    const over = await adjust({ kind: 'adjusted', amount: -10.01, note: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect((await adjust({ kind: 'goodwill', amount: 1 })).statusCode).toBe(400);
    await expectRolesRefused('POST', '/thrive-cash/adjustments', {
      account_id: shopper.accountId,
      kind: 'goodwill',
      amount: 1,
      note: 'no',
    });

    // The shopper's own /api/v1 view has both, with the reasons.
    const own = await thriveCashOf(shopper.shopper);
    expect(own.raf_balance).toBe(10);
    expect(own.history.map((row) => [row.amount, row.note])).toEqual([
      [-2.5, 'Double credit'],
      [12.5, 'Box arrived late'],
    ]);
    const view = await member(shopper.accountId);
    expect(view.thrive_cash.available_cents).toBe(1000);
    expect(view.thrive_cash.ledger.map((row: { note: string }) => row.note)).toEqual([
      'Double credit',
      'Box arrived late',
    ]);
    const entries = await auditOf(shopper.accountId, 'thrivecash.adjust');
    expect(entries.map((entry) => [entry.actorName, entry.before, entry.after])).toEqual([
      [
        'Sam Support',
        { ledger_cents: 0, available_cents: 0 },
        expect.objectContaining({ available_cents: 1250, amount_cents: 1250, note: 'Box arrived late' }),
      ],
      [
        'Sam Support',
        { ledger_cents: 1250, available_cents: 1250 },
        expect.objectContaining({ available_cents: 1000, amount_cents: -250, note: 'Double credit' }),
      ],
    ]);
  });
});

describe('POST /api/admin/members/:id/comp-month', () => {
  it('moves a running paid term one month later, at no charge, with its audit entry and event', async () => {
    const monthly = await given.member({ plan: 'monthly' });
    const before = (await member(monthly.accountId)).membership.expires_at as string;
    const comped = await call(support, 'POST', `/members/${monthly.accountId}/comp-month`);
    expect(comped.statusCode, comped.body).toBe(200);
    const after = oneMonthLater(new Date(before)).toISOString();
    expect(comped.json().membership).toMatchObject({ expires_at: after, renews_at: after, state: 'active' });
    const [charges] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM membership_payments mp JOIN memberships m ON m.id = mp.membership_id
           WHERE m.account_id = ${monthly.accountId}::int`,
    );
    expect(charges!.n).toBe(1);
    const entries = await auditOf(monthly.accountId, 'member.comp_month');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { expires_at: before }, after: { expires_at: after } });
    expect(await membershipEvents(monthly.accountId)).toEqual(['joined', 'comped']);
  });

  it('refuses a trial, a lead and an unknown account, writing nothing, and other roles', async () => {
    const trial = await given.member({ plan: 'trial' });
    const lead = await given.shopper();
    const onTrial = await call(support, 'POST', `/members/${trial.accountId}/comp-month`);
    expect(onTrial.statusCode).toBe(409);
    expect(onTrial.json().errors).toBe(memberAdminMessages.compTrial);
    const onLead = await call(support, 'POST', `/members/${lead.accountId}/comp-month`);
    expect(onLead.statusCode).toBe(409);
    expect(onLead.json().errors).toBe(memberAdminMessages.compNotMember);
    expect((await call(support, 'POST', '/members/2147483000/comp-month')).statusCode).toBe(404);
    expect(await auditOf(trial.accountId, 'member.comp_month')).toEqual([]);
    await expectRolesRefused('POST', `/members/${trial.accountId}/comp-month`);
  });
});

describe('POST /api/admin/members/:id/extend-trial', () => {
  it('moves a running trial’s end later by the days asked, with its audit entry and event', async () => {
    const trial = await given.member({ plan: 'trial' });
    const before = (await member(trial.accountId)).membership.trial_ends_at as string;
    const extended = await call(support, 'POST', `/members/${trial.accountId}/extend-trial`, { days: 7 });
    expect(extended.statusCode, extended.body).toBe(200);
    const after = new Date(new Date(before).getTime() + 7 * 86_400_000).toISOString();
    expect(extended.json().membership).toMatchObject({ state: 'trial', trial_ends_at: after });
    expect(extended.json().account.user_status).toBe('trial');
    const entries = await auditOf(trial.accountId, 'member.extend_trial');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { trial_ends_at: before },
      after: { trial_ends_at: after, days: 7 },
    });
    expect(await membershipEvents(trial.accountId)).toEqual(['trial_started', 'trial_extended']);
  });

  it('refuses 0, 31 and words (400), a member not on a trial (409), and other roles', async () => {
    const trial = await given.member({ plan: 'trial' });
    for (const days of [0, 31, 'soon', 2.5]) {
      const refused = await call(support, 'POST', `/members/${trial.accountId}/extend-trial`, { days });
      expect(refused.statusCode, String(days)).toBe(400);
      expect(refused.json().errors).toContain(memberAdminMessages.trialDays);
    }
    expect((await call(support, 'POST', `/members/${trial.accountId}/extend-trial`, {})).statusCode).toBe(
      400,
    );
    const monthly = await given.member({ plan: 'monthly' });
    const notTrial = await call(support, 'POST', `/members/${monthly.accountId}/extend-trial`, { days: 5 });
    expect(notTrial.statusCode).toBe(409);
    expect(notTrial.json().errors).toBe(memberAdminMessages.trialNotTrial);
    expect(await auditOf(monthly.accountId, 'member.extend_trial')).toEqual([]);
    expect(await auditOf(trial.accountId, 'member.extend_trial')).toEqual([]);
    await expectRolesRefused('POST', `/members/${trial.accountId}/extend-trial`, { days: 5 });
  });
});

describe('POST /api/admin/members/:id/unlock', () => {
  const login = (email: string, password: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
      remoteAddress: `10.25.7.${i}`,
    });

  it('lifts the wrong-password lock, so the shopper signs in at once, with its audit entry', async () => {
    const { email, accountId } = await registerShopper(t.app);
    for (let i = 1; i <= 5; i += 1) await login(email, `wrong password ${i}`, i);
    expect((await login(email, TEST_PASSWORD, 20)).statusCode).toBe(423);
    const view = await member(accountId);
    expect(view.sign_in).toMatchObject({ locked: true, failed_attempts: 5 });
    expect(view.can.unlock).toBe(true);

    const unlocked = await call(support, 'POST', `/members/${accountId}/unlock`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().sign_in).toMatchObject({ locked: false, locked_until: null, failed_attempts: 0 });
    const entries = await auditOf(accountId, 'member.unlock');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { locked_until: view.sign_in.locked_until, failed_login_count: 5 },
      after: { locked_until: null, failed_login_count: 0 },
    });
    expect((await login(email, TEST_PASSWORD, 21)).statusCode).toBe(200);

    // Not locked now: a second unlock is refused and writes nothing.
    const again = await call(support, 'POST', `/members/${accountId}/unlock`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe(memberAdminMessages.notLocked);
    expect(await auditOf(accountId, 'member.unlock')).toHaveLength(1);
    await expectRolesRefused('POST', `/members/${accountId}/unlock`);
  });
});

describe('POST /api/admin/members/:id/end-sessions', () => {
  it('signs the shopper out everywhere: their cookies get 401 next, with its audit entry', async () => {
    const { accountId, sessionId } = await registerShopper(t.app);
    const other = await t.app.sessions.create(accountId);
    const cookies = [sessionId, other.id].map((id) => `${SESSION_COOKIE}=${id}`);
    const thriveCash = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/account/thrivecash', headers: { cookie } });
    for (const cookie of cookies) expect((await thriveCash(cookie)).statusCode).toBe(200);
    expect((await member(accountId)).sign_in.active_sessions).toBe(2);

    await expectRolesRefused('POST', `/members/${accountId}/end-sessions`);
    const ended = await call(support, 'POST', `/members/${accountId}/end-sessions`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().sign_in.active_sessions).toBe(0);
    expect(ended.json().can.end_sessions).toBe(false);
    for (const cookie of cookies) expect((await thriveCash(cookie)).statusCode).toBe(401);
    const entries = await auditOf(accountId, 'member.end_sessions');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { active_sessions: 2 }, after: { active_sessions: 0 } });

    const again = await call(support, 'POST', `/members/${accountId}/end-sessions`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe(memberAdminMessages.noSessions);
    expect(await auditOf(accountId, 'member.end_sessions')).toHaveLength(1);
  });
});
