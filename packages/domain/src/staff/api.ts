import { z } from 'zod';
import { PERMISSION_NAMES, type Permission, STAFF_ROLES } from './roles.ts';

/** The staff console's wire contract (issue 25; /work notes: admin contract). Dates are ISO strings. */

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const permissionSchema = z.enum(PERMISSION_NAMES as [Permission, ...Permission[]]);

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

/** Who is signed in and what they may do. */
export const staffMeSchema = z.object({ staff: staffSchema, permissions: z.array(permissionSchema) });
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRoleSchema,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const staffListSchema = z.object({ staff: z.array(staffSchema), invites: z.array(staffInviteSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** Who made a change: a staff member, or the ADMIN_TOKEN service account. */
export const auditActorSchema = z.object({
  kind: z.enum(['staff', 'token']),
  id: z.number().int().nullable(),
  email: z.string().nullable(),
  name: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/** The service account's audit identity (ADMIN_TOKEN, for scripts and CI). */
export const TOKEN_ACTOR: AuditActor = { kind: 'token', id: null, email: null, name: 'ADMIN_TOKEN' };

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: auditActorSchema,
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  next_before: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
