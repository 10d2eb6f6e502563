import { type Database, staff } from '@pantry/db';
import type { StaffRole } from '@pantry/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../auth/index.ts';
import { STAFF_COOKIE } from './guard.ts';
import { newTotpSecret, totpCode } from './totp.ts';

/** Helpers for the staff tests: a staff member made directly, and a real two-step sign-in through the routes. */

export const STAFF_TEST_PASSWORD = 'staff horse battery';

export type TestStaff = { id: number; email: string; role: StaffRole; secret: string };

let serial = 0;

export async function addStaff(db: Database, role: StaffRole, name = `Test ${role}`): Promise<TestStaff> {
  serial += 1;
  const email = `${role}-${serial}-${Date.now()}@staff.test`;
  const secret = newTotpSecret();
  const [row] = await db
    .insert(staff)
    .values({ email, name, role, passwordHash: await hashPassword(STAFF_TEST_PASSWORD), totpSecret: secret })
    .returning({ id: staff.id });
  return { id: row!.id, email, role, secret };
}

export function staffCookieFrom(response: LightMyRequestResponse): string {
  const set = [response.headers['set-cookie'] ?? []].flat();
  const cookie = set.find((c) => c.startsWith(`${STAFF_COOKIE}=`));
  if (!cookie) throw new Error(`no staff cookie in ${response.statusCode} ${response.body}`);
  return cookie.split(';')[0]!;
}

/**
 * Signs a staff member in through both steps; answers the cookie header. `stepsAhead` picks the code of a later
 * step (the window accepts the next one), for a second sign-in within one 30-second step.
 */
export async function signInStaff(app: FastifyInstance, member: TestStaff, stepsAhead = 0) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: member.email, password: STAFF_TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode} ${login.body}`);
  const pending = staffCookieFrom(login);
  const code = totpCode(member.secret, new Date(Date.now() + stepsAhead * 30_000));
  const second = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/totp',
    headers: { cookie: pending },
    payload: { code },
  });
  if (second.statusCode !== 200) throw new Error(`totp ${second.statusCode} ${second.body}`);
  return { cookie: staffCookieFrom(second) };
}
