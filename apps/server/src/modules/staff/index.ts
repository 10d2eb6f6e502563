/**
 * Staff (issue 25): staff accounts apart from shoppers, sign-in with a second factor (TOTP or a recovery code),
 * invitations, the owner's staff page, and the guard every /api/admin route passes (`config: { permission }`).
 */

import type { Database } from '@pantry/db';
import type { AuditActor } from '@pantry/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { createStaffInvites } from './invites.ts';
import { createStaffService, type StaffService } from './service.ts';

export { DEMO_STAFF, DEMO_TOTP_SECRET, ensureDemoStaff } from './demo.ts';
export {
  type AdminAccess,
  type AdminRoute,
  isOperatorToken,
  registerStaffGuard,
  STAFF_COOKIE,
} from './guard.ts';
export { staffAuthRoutes, staffRoutes } from './routes.ts';
export type { StaffService } from './service.ts';
export { matchTotp, totpCode, totpStep } from './totp.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff sign-in, invitations and the staff page. */
    staff: StaffService;
  }
}

/** Who the audit log names for what the command line does. */
export const COMMAND_LINE_ACTOR: AuditActor = { kind: 'token', id: null, email: null, name: 'command line' };

/** Decorates `app.staff` (the guard and the routes use it). */
export function registerStaff(app: FastifyInstance): void {
  app.decorate('staff', createStaffService({ db: app.db, mailer: app.mailer, config: app.config }));
  // Filled by the guard as /api/admin routes are registered; decorated here so the whole app can read it.
  app.decorate('adminRouteTable', []);
}

/** The command line's owner invitation (staff-cli.ts): made and audited like any invite, its link answered, not e-mailed. */
export function createOwnerInvite(db: Database, config: Config, email: string) {
  const invites = createStaffInvites({ db, config, mailer: { send: async () => {}, close: () => {} } });
  return invites.issue(COMMAND_LINE_ACTOR, { email, role: 'owner' });
}
