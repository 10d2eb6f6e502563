import {
  accounts,
  auditLog,
  autoshipItems,
  autoshipRuns,
  autoshipSchedules,
  eq,
  orders,
  sql,
  testGatewayCharges,
  testGatewayTokens,
} from '@pantry/db';
import { autoshipConsoleMessages, dueTodayThrough, shipmentCutoff } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';
import { autoshipProduct, subscribeTo } from './test-support.ts';

/**
 * The console's Autoship area (issue 25) through its routes: today's shipments, the failed charges on the ladder,
 * retrying one (two retries at once charge once) or all, and the runs with their figures; each refused to the
 * merchandiser and the warehouse, each change audited.
 */

const t = useTestApp();
const given = useGiven(t);
const minute = 60_000;
const hour = 60 * minute;

type Who = { cookie: string };
let support: Who;
let merchandiser: Who;
let warehouse: Who;
let supportEmail: string;

beforeAll(async () => {
  const agent = await addStaff(t.db, 'support');
  supportEmail = agent.email;
  support = await signInStaff(t.app, agent);
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

/** A member with a card and one subscribed product; the moment just after the shipment's cutoff. */
async function subscriber(qty = 2) {
  const member = await given.member({ card: true });
  const product = await autoshipProduct(t, given);
  const item = await subscribeTo(t, member, product.id, { qty, frequency: 2 });
  const afterCutoff = new Date(shipmentCutoff(item.scheduled_at_date).getTime() + minute);
  const [schedule] = await t.db
    .select()
    .from(autoshipSchedules)
    .where(eq(autoshipSchedules.accountId, member.accountId));
  return { member, product, item, schedule: schedule!, afterCutoff };
}

async function setCard(token: string, outcome: 'declined' | 'succeeds') {
  await t.db.update(testGatewayTokens).set({ outcome }).where(eq(testGatewayTokens.token, token));
}

/** A subscriber whose first charge was declined by the run: on the ladder at failed_charge_1. */
async function declinedSubscriber() {
  const shopper = await subscriber();
  await setCard(shopper.member.cardToken, 'declined');
  await t.app.autoship.run(shopper.afterCutoff);
  return shopper;
}

const ordersOf = (accountId: number) => t.db.select().from(orders).where(eq(orders.accountId, accountId));
const chargesOf = (token: string) =>
  t.db.select().from(testGatewayCharges).where(eq(testGatewayCharges.token, token));
const auditOf = (action: string, subjectId: string | number) =>
  t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action} AND ${auditLog.subjectId} = ${String(subjectId)}`);

async function scheduleOf(id: number) {
  const [row] = await t.db.select().from(autoshipSchedules).where(eq(autoshipSchedules.id, id));
  return row!;
}

describe('the console’s Autoship area (issue 25)', () => {
  it('refuses the merchandiser and the warehouse every autoship route', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/autoship/due'],
      ['GET', '/autoship/failed'],
      ['POST', '/autoship/failed/1/retry'],
      ['POST', '/autoship/failed/retry-all'],
      ['GET', '/autoship/runs'],
      ['POST', '/autoship/run'],
    ];
    for (const who of [merchandiser, warehouse]) {
      for (const [method, url] of routes) {
        const answer = await call(who, method, url, method === 'POST' ? {} : undefined);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/autoship/due' })).statusCode).toBe(401);
  });

  it('lists the shipments whose cutoff is today with the shopper, the items and the total the run will charge', async () => {
    const { member, schedule } = await subscriber(3);
    // Bring the shipment to tomorrow, whose cutoff is 5 p.m. today (PT).
    const tomorrow = dueTodayThrough(new Date());
    await t.db
      .update(autoshipItems)
      .set({ scheduledAtDate: tomorrow })
      .where(eq(autoshipItems.accountId, member.accountId));
    await t.db
      .update(autoshipSchedules)
      .set({ nextShipmentDate: tomorrow })
      .where(eq(autoshipSchedules.id, schedule.id));
    const answer = await call(support, 'GET', '/autoship/due');
    expect(answer.statusCode).toBe(200);
    const due = answer.json();
    expect(due.through).toBe(tomorrow);
    const mine = due.shipments.find((s: { schedule_id: number }) => s.schedule_id === schedule.id);
    expect(mine).toMatchObject({
      account_id: member.accountId,
      email: expect.stringContaining('@'),
      shipment_date: tomorrow,
      cutoff: shipmentCutoff(tomorrow).toISOString(),
      items: 1,
      units: 3,
      status: 'active',
    });
    // The total is the one the shopper's own next-shipment totals show.
    const totals = await t.app.inject({
      method: 'GET',
      url: '/api/v1/autoship/schedule/totals',
      headers: member.headers,
    });
    expect(mine.total).toBe(totals.json().grand_total);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, member.accountId));
    expect(mine.email).toBe(account!.email);
    // A shipment two weeks out is not due today.
    const later = await subscriber();
    const again = (await call(support, 'GET', '/autoship/due')).json();
    expect(again.shipments.map((s: { schedule_id: number }) => s.schedule_id)).not.toContain(
      later.schedule.id,
    );
  });

  it('lists a declined charge on the ladder with its step, its next retry and why it was declined', async () => {
    const { schedule, afterCutoff } = await declinedSubscriber();
    const answer = await call(support, 'GET', '/autoship/failed');
    expect(answer.statusCode).toBe(200);
    const mine = answer.json().charges.find((c: { schedule_id: number }) => c.schedule_id === schedule.id);
    expect(mine).toMatchObject({
      status: 'failed_charge_1',
      step: 1,
      retry_at: new Date(afterCutoff.getTime() + 86_400_000).toISOString(),
      retryable: true,
      being_retried: false,
    });
    expect(mine.decline_reason).toEqual(expect.any(String));
    expect(mine.decline_reason.length).toBeGreaterThan(0);
  });

  it('retries one charge now: of two retries at once one charges, once; a third finds it paid', async () => {
    const { member, schedule, afterCutoff } = await declinedSubscriber();
    await setCard(member.cardToken, 'succeeds');
    const asOf = new Date(afterCutoff.getTime() + hour).toISOString();
    const [first, second] = await Promise.all([
      call(support, 'POST', `/autoship/failed/${schedule.id}/retry`, { as_of: asOf }),
      call(support, 'POST', `/autoship/failed/${schedule.id}/retry`, { as_of: asOf }),
    ]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 409]);
    const won = answers[0]!.json();
    expect(won.outcome).toBe('placed');
    expect([autoshipConsoleMessages.busy, autoshipConsoleMessages.paid]).toContain(answers[1]!.json().errors);

    const placed = await ordersOf(member.accountId);
    expect(placed).toHaveLength(1);
    const charges = await chargesOf(member.cardToken);
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
    expect(await scheduleOf(schedule.id)).toMatchObject({ status: 'active', declineReason: null });
    expect(won.run).toMatchObject({
      trigger: 'retry',
      started_by: supportEmail,
      placed: 1,
      declined: 0,
      revenue: placed[0]!.grandTotalCents / 100,
    });
    expect(won.run.finished_at).not.toBeNull();

    const again = await call(support, 'POST', `/autoship/failed/${schedule.id}/retry`, { as_of: asOf });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toBe(autoshipConsoleMessages.paid);
    expect(await ordersOf(member.accountId)).toHaveLength(1);

    // One audit entry for the one retry that ran, with the ladder before and the run after.
    const entries = await auditOf('autoship.retry', schedule.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: supportEmail,
      before: { status: 'failed_charge_1', failed_attempts: 1 },
      after: { retrying: true, run_id: won.run.id },
    });
  });

  it('climbs the ladder when a retry is declined again, and refuses a skipped shipment or an unknown schedule', async () => {
    const { schedule, afterCutoff } = await declinedSubscriber();
    const asOf = (hours: number) => new Date(afterCutoff.getTime() + hours * hour).toISOString();
    const retry = () => call(support, 'POST', `/autoship/failed/${schedule.id}/retry`, { as_of: asOf(1) });
    const declined = await retry();
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      outcome: 'declined',
      run: { declined: 1, placed: 0, revenue: 0 },
    });
    expect((await scheduleOf(schedule.id)).status).toBe('failed_charge_2');
    // The third decline skips the shipment: nothing is left to retry.
    expect((await retry()).json().outcome).toBe('declined');
    expect((await scheduleOf(schedule.id)).status).toBe('failed_charge_3');
    const skipped = await retry();
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().errors).toBe(autoshipConsoleMessages.skipped);
    const listed = (await call(support, 'GET', '/autoship/failed')).json();
    expect(listed.charges.find((c: { schedule_id: number }) => c.schedule_id === schedule.id)).toMatchObject({
      step: 3,
      retry_at: null,
      retryable: false,
    });
    expect((await call(support, 'POST', '/autoship/failed/2147483000/retry', {})).statusCode).toBe(404);
  });

  it('retries every failed charge as one recorded run, and the run history shows its figures', async () => {
    const one = await declinedSubscriber();
    const two = await declinedSubscriber();
    for (const shopper of [one, two]) await setCard(shopper.member.cardToken, 'succeeds');
    const asOf = new Date(
      Math.max(one.afterCutoff.getTime(), two.afterCutoff.getTime()) + hour,
    ).toISOString();
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'autoship.retry_all'));
    const answer = await call(support, 'POST', '/autoship/failed/retry-all', { as_of: asOf });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.placed).toBeGreaterThanOrEqual(2);
    expect(body.run).toMatchObject({
      trigger: 'retry',
      placed: body.placed,
      declined: body.declined,
      skipped: body.skipped,
      failed: body.failed,
    });
    const mine = [...(await ordersOf(one.member.accountId)), ...(await ordersOf(two.member.accountId))];
    expect(mine).toHaveLength(2);
    const ours = mine.reduce((sum, order) => sum + order.grandTotalCents, 0);
    expect(Math.round(body.run.revenue * 100)).toBeGreaterThanOrEqual(ours);
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'autoship.retry_all'));
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ subjectId: String(body.run.id), after: { run_id: body.run.id } });

    const history = await call(support, 'GET', '/autoship/runs?limit=5');
    expect(history.statusCode).toBe(200);
    expect(history.json().runs[0]).toEqual(body.run);
  });

  it('records an operator’s run even with nothing due, but the task’s sweep over nothing leaves no record', async () => {
    const count = async () => (await t.db.select().from(autoshipRuns)).length;
    const runs = await count();
    await t.app.autoship.run(new Date('2020-01-01T00:00:00Z'));
    expect(await count()).toBe(runs);
    const ran = await call(support, 'POST', '/autoship/run', { as_of: '2020-01-01T00:00:00Z' });
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({
      success: true,
      placed: 0,
      run: { trigger: 'operator', started_by: supportEmail, placed: 0, as_of: '2020-01-01T00:00:00.000Z' },
    });
    expect(await count()).toBe(runs + 1);
    expect(await auditOf('autoship.run', ran.json().run.id)).toHaveLength(1);
  });

  it('counts the task’s run in its record from each shipment’s own statement', async () => {
    const { member, afterCutoff } = await subscriber();
    const result = await t.app.autoship.run(afterCutoff);
    expect(result.runId).not.toBeNull();
    const [run] = await t.db.select().from(autoshipRuns).where(eq(autoshipRuns.id, result.runId!));
    const [order] = await ordersOf(member.accountId);
    expect(run).toMatchObject({ trigger: 'task', startedBy: null, placed: result.placed });
    expect(run!.revenueCents).toBeGreaterThanOrEqual(order!.grandTotalCents);
    expect(run!.finishedAt).not.toBeNull();
  });
});
