import { type DbOrTx, eq, staff } from '@pantry/db';
import { type AuditActor, permissionsOf, type Staff, type StaffMe } from '@pantry/domain';

/** A staff row as the API shows it (never the password hash or the TOTP secret). */

export type StaffRow = typeof staff.$inferSelect;

export function toStaff(row: StaffRow): Staff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  };
}

export function toMe(row: StaffRow): StaffMe {
  return { staff: toStaff(row), permissions: permissionsOf(row.role) };
}

export function staffActor(row: StaffRow): AuditActor {
  return { kind: 'staff', id: row.id, email: row.email, name: row.name };
}

export async function findStaffById(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ?? null;
}

export async function findStaffByEmail(db: DbOrTx, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  return row ?? null;
}
