import { type Database, sql } from '@pantry/db';
import type { AdminMemberPage, UserStatus } from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { containsPattern, queryRows } from '../../lib/sql.ts';

export type MemberSearch = {
  /** An e-mail (or part of one), a name (or part), or an account id. */
  q?: string | undefined;
  /** An account id from the previous page's `next_before`: the accounts made before it. */
  before?: number | undefined;
  limit: number;
};

type Row = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  created_at: string | Date;
  user_status: UserStatus;
  plan: string | null;
};

/**
 * The console's member search, newest account first, paged by id: an account id typed whole finds that account,
 * and any text finds the e-mails and names that contain it (any case). Every shopper's account is here, members or
 * not, since support is asked about leads and lapsed members too.
 */
export async function searchMembers(db: Database, search: MemberSearch): Promise<AdminMemberPage> {
  const where: SQL[] = [];
  const q = search.q?.trim();
  if (q) {
    const text = containsPattern(q.toLowerCase());
    const byId = /^\d{1,9}$/.test(q) ? sql`a.id = ${Number(q)}::int OR ` : sql``;
    where.push(sql`(${byId}a.email LIKE ${text}
                    OR lower(a.firstname || ' ' || a.lastname) LIKE ${text})`);
  }
  if (search.before) where.push(sql`a.id < ${search.before}::int`);
  const filter = where.length > 0 ? sql.join(where, sql` AND `) : sql`true`;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT a.id, a.email, a.firstname, a.lastname, a.created_at, a.user_status,
               (SELECT p.name FROM memberships m JOIN membership_plans p ON p.code = m.plan_code
                 WHERE m.account_id = a.id ORDER BY m.id DESC LIMIT 1) AS plan
          FROM accounts a
         WHERE ${filter}
         ORDER BY a.id DESC
         LIMIT ${search.limit + 1}::int`,
  );
  const page = rows.slice(0, search.limit).map((row) => ({
    id: row.id,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`.trim(),
    created_at: new Date(row.created_at).toISOString(),
    user_status: row.user_status,
    plan: row.plan,
  }));
  return { members: page, next_before: rows.length > search.limit ? (page.at(-1)?.id ?? null) : null };
}
