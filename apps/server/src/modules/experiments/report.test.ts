import { experiments } from '@pantry/db';
import { assignVariant, shiftDay } from '@pantry/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerShopper, TEST_PASSWORD } from '../../test/accounts.ts';
import { useGiven } from '../../test/given.ts';
import { useTestApp } from '../../test/helper.ts';
import { storeDay } from '../orders/index.ts';
import { addStaff, signInStaff } from '../staff/test-support.ts';

/**
 * The experiment report (issue 26) over visitors exposed through GET /api/v1/experiments: some signed in when
 * exposed, one signed in later on a second answer, one through the sign-in route; some ordering after their
 * exposure, one only before it, one with a canceled order. Figures worked by hand (z = 1.96):
 * control 2 of 5 = 40%, Wilson centre (0.4 + 0.38415) / 1.76829 = 0.44345, half 1.96 √(0.048 + 0.038415) / 1.76829
 *   = 0.32583, so 11.76%–76.93%;
 * variation_1 1 of 2 = 50%, Wilson centre 0.5, half 1.96 √(0.125 + 0.24009) / 2.92073 = 0.40547, so 9.45%–90.55%;
 * difference 10 points ± 1.96 √(0.25/2 + 0.24/5) = ± 81.52, so −71.52 to 91.52: zero inside.
 */

const t = useTestApp();
const given = useGiven(t);
const KEY = 'report_checkout_test';
const DEFINITION = {
  key: KEY,
  variants: [
    { name: 'control', weight: 50 },
    { name: 'variation_1', weight: 50 },
  ],
};
const today = storeDay(new Date());
let reader: { cookie: string };

/** Fixed ids, so which variant each lands in is known (and the test cannot flake). */
function visitorsIn(variant: string, count: number): string[] {
  return Array.from({ length: 64 }, (_, i) => `report-visitor-${String(i).padStart(4, '0')}`)
    .filter((id) => assignVariant(DEFINITION, id) === variant)
    .slice(0, count);
}

async function expose(visitorId: string, sessionCookie = '') {
  const cookie = [sessionCookie, `pantry_visitor=${visitorId}`].filter(Boolean).join('; ');
  const answer = await t.app.inject({ method: 'GET', url: '/api/v1/experiments', headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json().experiments[KEY] as string;
}

function read(url: string, cookie = reader.cookie) {
  return t.app.inject({ method: 'GET', url: `/api/admin/reports/experiments${url}`, headers: { cookie } });
}

beforeAll(async () => {
  reader = await signInStaff(t.app, await addStaff(t.db, 'merchandiser'));
  await t.db.insert(experiments).values(DEFINITION);
  const [c1, c2, c3, c4, c5] = visitorsIn('control', 5) as [string, string, string, string, string];
  const [v1, v2] = visitorsIn('variation_1', 2) as [string, string];

  // Control: signed in when exposed, then orders (converts).
  const ordering = await given.member();
  expect(await expose(c1, ordering.cookie)).toBe('control');
  await given.order({ member: ordering });
  // Control: signed in, but the order was canceled.
  const canceling = await given.member();
  await expose(c2, canceling.cookie);
  await given.order({ member: canceling, status: 'canceled' });
  // Control: two visitors who never sign in.
  await expose(c3);
  await expose(c5);
  // Control: anonymous first, signed in on a later answer, which links the exposure; the order converts it.
  const later = await given.member();
  await expose(c4);
  await expose(c4, later.cookie);
  await given.order({ member: later });

  // variation_1: anonymous, then signs in through the sign-in route (the hook links it), then orders.
  const shopper = await registerShopper(t.app);
  expect(await expose(v1)).toBe('variation_1');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `pantry_visitor=${v1}` },
    payload: new URLSearchParams({ email: shopper.email, password: TEST_PASSWORD }).toString(),
  });
  expect(login.statusCode, login.body).toBe(200);
  await given.order({ member: { accountId: shopper.accountId } });
  // variation_1: ordered an hour before being exposed, never after (no conversion).
  const before = await given.member();
  await given.order({ member: before, placedAt: new Date(Date.now() - 3_600_000) });
  await expose(v2, before.cookie);
});

describe('GET /api/admin/reports/experiments', () => {
  it('counts each variant’s exposed visitors and those whose account ordered after, with 95% intervals', async () => {
    const answer = await read(`?from=${today}&to=${today}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = (answer.json().rows as Record<string, unknown>[]).filter((row) => row.experiment === KEY);
    expect(rows).toEqual([
      {
        experiment: KEY,
        variant: 'control',
        visitors: 5,
        conversions: 2,
        conversion_rate: 40,
        rate_low: 11.76,
        rate_high: 76.93,
        difference: null,
        difference_low: null,
        difference_high: null,
        excludes_zero: null,
      },
      {
        experiment: KEY,
        variant: 'variation_1',
        visitors: 2,
        conversions: 1,
        conversion_rate: 50,
        rate_low: 9.45,
        rate_high: 90.55,
        difference: 10,
        difference_low: -71.52,
        difference_high: 91.52,
        excludes_zero: 'No',
      },
    ]);
  });

  it('counts nobody for days before the exposures, the variants still listed', async () => {
    const answer = await read(`?from=${shiftDay(today, -5)}&to=${shiftDay(today, -1)}`);
    const rows = (answer.json().rows as Record<string, unknown>[]).filter((row) => row.experiment === KEY);
    expect(rows.map((row) => [row.variant, row.visitors, row.conversion_rate])).toEqual([
      ['control', 0, null],
      ['variation_1', 0, null],
    ]);
  });

  it('answers the same figures as CSV', async () => {
    const answer = await read(`.csv?from=${today}&to=${today}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.trim().split('\n');
    expect(lines[0]).toBe(
      'experiment,variant,visitors,conversions,conversion_rate,rate_low,rate_high,difference,difference_low,difference_high,excludes_zero',
    );
    expect(lines).toContain(`${KEY},variation_1,2,1,50,9.45,90.55,10,-71.52,91.52,No`);
    expect(lines).toContain(`${KEY},control,5,2,40,11.76,76.93,,,,`);
  });

  it('refuses a bad or backwards range with a 400 and its message', async () => {
    const bad = await read('?from=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toBe('Dates require YYYY-MM-DD.');
    const backwards = await read(`?from=${today}&to=${shiftDay(today, -1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toBe('The start date is after the end date.');
  });

  it('is for staff who may read reports', async () => {
    const warehouse = await signInStaff(t.app, await addStaff(t.db, 'warehouse'));
    expect((await read('', warehouse.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports/experiments' })).statusCode).toBe(
      401,
    );
  });
});
