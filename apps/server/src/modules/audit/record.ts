import { auditLog, type DbOrTx } from '@pantry/db';
import type { AuditActor } from '@pantry/domain';
import type { FastifyRequest } from 'fastify';

/**
 * One change for the audit log: what was done (`order.move`), to what (`order`, `100000123`), and the subject's
 * fields before and after (null where there was nothing before, or nothing after).
 */
export type AuditChange = {
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes the change's audit entry. Call it with the change's own transaction, so the entry and the change commit
 * together or not at all (a change that fails leaves no entry).
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, change: AuditChange): Promise<void> {
  await recordAudits(tx, actor, [change]);
}

/**
 * Writes one entry per change in one statement (a bulk change's chunk: one entry per product), in the changes'
 * own transaction like `recordAudit`.
 */
export async function recordAudits(
  tx: DbOrTx,
  actor: AuditActor,
  changes: readonly AuditChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(auditLog).values(
    changes.map((change) => ({
      actorKind: actor.kind,
      actorId: actor.id,
      actorEmail: actor.email,
      actorName: actor.name,
      action: change.action,
      subjectType: change.subjectType,
      subjectId: String(change.subjectId),
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling an /api/admin route, set by the staff guard (null elsewhere). */
    adminActor: AuditActor | null;
  }
}

/** The staff member or token behind an /api/admin request; the guard has set it before any handler runs. */
export function adminActor(request: FastifyRequest): AuditActor {
  if (!request.adminActor) throw new Error(`${request.url} ran outside the staff guard: no actor to audit`);
  return request.adminActor;
}
