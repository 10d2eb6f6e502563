import type { Database } from '@pantry/db';
import type { AuditActor } from '@pantry/domain';
import type { Config } from '../../config.ts';
import { createAuthFailureLog } from '../auth/index.ts';
import type { Mailer } from '../mail/index.ts';
import { createStaffInvites } from './invites.ts';
import { listStaff, type StaffChange, updateStaff } from './manage.ts';
import { createStaffSignIn } from './sign-in.ts';
import { purgeExpiredStaffSessions } from './staff-sessions.ts';

/** Staff (`app.staff`): sign-in with two factors, invitations, and the owner's staff page. */
export function createStaffService({ db, mailer, config }: { db: Database; mailer: Mailer; config: Config }) {
  return {
    signIn: createStaffSignIn(db, createAuthFailureLog(db)),
    invites: createStaffInvites({ db, mailer, config }),
    list: () => listStaff(db),
    update: (actor: AuditActor, id: number, change: StaffChange) => updateStaff(db, actor, id, change),
    purgeExpiredSessions: (now: Date) => purgeExpiredStaffSessions(db, now),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
