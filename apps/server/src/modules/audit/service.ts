import { type Database, sql } from '@pantry/db';
import type { AuditEntry, AuditPage } from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';

/** The audit log's search (GET /api/admin/audit): newest first, a page at a time by id. */

export type AuditQuery = {
  /** Part of the action, the subject (type or id) or the actor's e-mail. */
  q?: string | undefined;
  /** The actor: a staff id, an e-mail, or 'ADMIN_TOKEN'. */
  actor?: string | undefined;
  /** An action ('order.move') or its noun ('order'). */
  action?: string | undefined;
  /** Store days 'YYYY-MM-DD' (America/Los_Angeles), both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** Entries older than this id (the previous page's next_before). */
  before?: number | undefined;
  limit: number;
};

type Row = {
  id: number;
  at: string | Date;
  actor_kind: 'staff' | 'token';
  actor_id: number | null;
  actor_email: string | null;
  actor_name: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: unknown;
  after: unknown;
};

const STORE_ZONE = 'America/Los_Angeles';

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { kind: row.actor_kind, id: row.actor_id, email: row.actor_email, name: row.actor_name },
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const q = query.q?.trim() || null;
  const actor = query.actor?.trim().toLowerCase() || null;
  const action = query.action?.trim() || null;
  const actorId = actor && /^\d{1,9}$/.test(actor) ? Number(actor) : null;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, at, actor_kind, actor_id, actor_email, actor_name, action, subject_type, subject_id, before, after
          FROM audit_log
         WHERE (${q}::text IS NULL OR action ILIKE ${q && containing(q)} OR subject_type ILIKE ${q && containing(q)}
                OR subject_id = ${q} OR actor_email ILIKE ${q && containing(q)})
           AND (${actor}::text IS NULL OR actor_id = ${actorId}::int OR actor_email = ${actor}
                OR lower(actor_name) = ${actor})
           AND (${action}::text IS NULL OR action = ${action} OR action LIKE ${action} || '.%')
           AND (${query.from ?? null}::date IS NULL
                OR at >= (${query.from ?? null}::date)::timestamp AT TIME ZONE ${STORE_ZONE})
           AND (${query.to ?? null}::date IS NULL
                OR at < (${query.to ?? null}::date + 1)::timestamp AT TIME ZONE ${STORE_ZONE})
           AND (${query.before ?? null}::int IS NULL OR id < ${query.before ?? null}::int)
         ORDER BY id DESC
         LIMIT ${query.limit + 1}::int`,
  );
  const page = rows.slice(0, query.limit).map(toEntry);
  const more = rows.length > query.limit;
  return { entries: page, next_before: more ? (page.at(-1)?.id ?? null) : null };
}
