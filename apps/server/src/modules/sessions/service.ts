import { and, type Database, type DbOrTx, eq, gt, lte, sessions, sql } from '@pantry/db';
import { randomSecret, sha256 } from '../../lib/tokens.ts';

/** Sessions last 30 days from the last visit (sliding); lastSeenAt is written at most once an hour. */
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 60 * 60 * 1000;

/** A sessions row as raw SQL answers it (timestamps as text or Date, by driver). */
export type SessionRow = {
  id_hash: string;
  account_id: number | null;
  verified_until: string | Date | null;
  data: Record<string, unknown>;
  last_seen_at: string | Date;
};

export type SessionRecord = {
  idHash: string;
  accountId: number | null;
  verifiedUntil: Date | null;
  data: Record<string, unknown>;
  lastSeenAt: Date;
};

/**
 * What a sign-in hands its hooks: the account signing in and the visitor session's data (empty without one). A
 * hook answers the data the signed-in session keeps, less what it took over (the cart takes its `cartId`).
 */
/** What a sign-in hook sees: the account, the visitor session's data and the request's cookies. */
export type SignIn = {
  accountId: number;
  data: Record<string, unknown>;
  cookies: Readonly<Record<string, string | undefined>>;
};
export type SignInHook = (signIn: SignIn) => Promise<Record<string, unknown>>;

export function createSessionStore(db: Database) {
  /** Run in order at each sign-in, before the new session is made and before sign-in answers. */
  const signInHooks: SignInHook[] = [];
  const expiry = (now: Date) => new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  // Read on nearly every request: prepared once per connection (on first use).
  const prepareFindLive = () =>
    db
      .select()
      .from(sessions)
      .where(
        and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
      )
      .prepare('session_find_live');
  let findLive: ReturnType<typeof prepareFindLive> | null = null;

  /** The session, its expiry pushed out when it was last seen over an hour ago. */
  async function touched(record: SessionRecord, now: Date): Promise<SessionRecord> {
    if (now.getTime() - record.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: expiry(now) })
        .where(eq(sessions.idHash, record.idHash));
    }
    return record;
  }

  return {
    /**
     * Subscribes to sign-in (registered when the app is built; the cart merges the visitor's cart here). Hooks run
     * synchronously within the sign-in request, so their work is done when the sign-in answers.
     */
    onSignIn(hook: SignInHook): void {
      signInHooks.push(hook);
    },

    /** Runs the sign-in hooks over the visitor session's data; answers the data the new session keeps. */
    async signingIn(
      accountId: number,
      visitorData: Record<string, unknown>,
      cookies: SignIn['cookies'] = {},
    ): Promise<Record<string, unknown>> {
      let data = visitorData;
      for (const hook of signInHooks) data = await hook({ accountId, data, cookies });
      return data;
    },

    /** A new session; the caller puts the returned id in the cookie. */
    async create(accountId: number | null, data: Record<string, unknown> = {}, now = new Date()) {
      const id = randomSecret();
      const [row] = await db
        .insert(sessions)
        .values({
          idHash: sha256(id),
          accountId,
          data,
          expiresAt: expiry(now),
          createdAt: now,
          lastSeenAt: now,
        })
        .returning();
      if (!row) throw new Error('session insert returned nothing');
      return { id, session: toRecord(row) };
    },

    /** The live session for a cookie's id, or null; refreshes its expiry once an hour. */
    async find(id: string, now = new Date()): Promise<SessionRecord | null> {
      findLive ??= prepareFindLive();
      const [row] = await findLive.execute({ idHash: sha256(id), now });
      return row ? touched(toRecord(row), now) : null;
    },

    /** A live session's row read by another statement (the cart's): the record `find` would answer. */
    adopt(row: SessionRow, now = new Date()): Promise<SessionRecord> {
      return touched(
        {
          idHash: row.id_hash,
          accountId: row.account_id,
          verifiedUntil: row.verified_until === null ? null : new Date(row.verified_until),
          data: row.data,
          lastSeenAt: new Date(row.last_seen_at),
        },
        now,
      );
    },

    async end(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    /** Ends every session of an account but one (after a password change). */
    async endOthers(accountId: number, keepIdHash: string | null): Promise<void> {
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.accountId, accountId),
            keepIdHash ? sql`${sessions.idHash} <> ${keepIdHash}` : undefined,
          ),
        );
    },

    async setVerifiedUntil(idHash: string, until: Date | null): Promise<void> {
      await db.update(sessions).set({ verifiedUntil: until }).where(eq(sessions.idHash, idHash));
    },

    /** Merges small facts into the session's data (one statement, no read-modify-write race). */
    async mergeData(idHash: string, patch: Record<string, unknown>): Promise<void> {
      await db
        .update(sessions)
        .set({ data: sql`${sessions.data} || ${JSON.stringify(patch)}::jsonb` })
        .where(eq(sessions.idHash, idHash));
    },

    async purgeExpired(now = new Date()): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ id: sessions.idHash });
      return removed.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

function toRecord(row: typeof sessions.$inferSelect): SessionRecord {
  return {
    idHash: row.idHash,
    accountId: row.accountId,
    verifiedUntil: row.verifiedUntil,
    data: row.data,
    lastSeenAt: row.lastSeenAt,
  };
}

/**
 * Signs a shopper out everywhere (issue 25, the console's Members area), in the caller's transaction so its audit
 * entry commits with it: every live session of the account ends, and its cookies answer as signed out from the
 * next request. Answers how many were live.
 */
export async function endAccountSessions(tx: DbOrTx, accountId: number, now: Date): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.idHash });
  // Sessions already past their end go too: they were no longer live, so they are not counted.
  await tx.delete(sessions).where(eq(sessions.accountId, accountId));
  return ended.length;
}
