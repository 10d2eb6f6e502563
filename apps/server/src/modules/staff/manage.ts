import { and, type Database, eq, sql, staff } from '@pantry/db';
import { type AuditActor, leavesNoOwner, type Staff, type StaffRole, staffMessages } from '@pantry/domain';
import { AppError, notFound } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import { recordAudit } from '../audit/index.ts';
import { type StaffRow, toStaff } from './staff-rows.ts';
import { endSessionsOf } from './staff-sessions.ts';

/**
 * The owner's staff page: the list, and a role change or disabling. A store always keeps one active owner: the
 * active owners' rows are locked before the count is read, so two owners demoting each other at once cannot both
 * succeed. Disabling ends the staff member's sessions in the same transaction.
 */

export type StaffChange = { role?: StaffRole | undefined; disabled?: boolean | undefined };

export async function listStaff(db: Database): Promise<Staff[]> {
  const rows = await db.select().from(staff).orderBy(staff.id);
  return rows.map(toStaff);
}

export async function updateStaff(db: Database, actor: AuditActor, id: number, change: StaffChange) {
  return db.transaction(async (tx) => {
    const owners = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM staff WHERE role = 'owner' AND NOT disabled ORDER BY id FOR UPDATE`,
    );
    const [target] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!target) throw notFound(staffMessages.noStaff);
    if (leavesNoOwner(target, change, owners.length)) throw new AppError('conflict', staffMessages.lastOwner);
    const [updated] = await tx
      .update(staff)
      .set({
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
      })
      .where(and(eq(staff.id, id)))
      .returning();
    if (!updated) throw notFound(staffMessages.noStaff);
    if (updated.disabled) await endSessionsOf(tx, id);
    if (updated.role !== target.role || updated.disabled !== target.disabled) {
      await recordAudit(tx, actor, {
        action: 'staff.update',
        subjectType: 'staff',
        subjectId: id,
        before: pick(target),
        after: pick(updated),
      });
    }
    return toStaff(updated);
  });
}

function pick(row: StaffRow) {
  return { email: row.email, role: row.role, disabled: row.disabled };
}
