import {
  accounts,
  and,
  count,
  type Database,
  desc,
  eq,
  gte,
  isNull,
  type OneTimeCodePurpose,
  oneTimeCodes,
  sql,
} from '@pantry/db';
import {
  CODE_MAX_WRONG_TRIES,
  codeExpiry,
  codeUnusableReason,
  normalizeCode,
  RESET_LINK_TTL_MINUTES,
} from '@pantry/domain';
import { queryRows } from '../../lib/sql.ts';
import { randomSecret, sameHash, sha256, sixDigitCode } from '../../lib/tokens.ts';

/**
 * One-time codes and links. Only hashes are stored. Asking for a new code voids the account's earlier unused codes
 * of the same purpose, so only the newest e-mail works.
 */

export type IssuedCode = { code: string; nonce: string };
export type CodeCheck =
  | { ok: true; accountId: number; purpose: OneTimeCodePurpose }
  | { ok: false; reason: 'missing' | 'wrong' | 'used' | 'expired' | 'voided' };

/** At most this many codes (or reset links) of one kind per account in CODE_FLOOD_MINUTES. */
export const CODE_FLOOD_LIMIT = 5;
export const CODE_FLOOD_MINUTES = 10;

type TriedCode = { id: number; code_hash: string; wrong_tries: number };

export function createCodeStore(db: Database) {
  /** Why the newest code of a purpose cannot take a try (it has none, or it is used, voided or expired). */
  async function whyUnusable(accountId: number, purpose: OneTimeCodePurpose, now: Date) {
    const [latest] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    if (!latest?.codeHash) return 'missing' as const;
    return codeUnusableReason(latest, now) ?? 'voided';
  }

  return {
    /**
     * A new code for the account, voiding its earlier unused ones; null when the account was sent enough codes of
     * this kind lately (a flood of e-mails is refused quietly). The account's row is locked while it counts, so
     * parallel requests cannot all see room for one more.
     */
    async issue(
      accountId: number,
      purpose: OneTimeCodePurpose,
      now = new Date(),
    ): Promise<IssuedCode | null> {
      const code = sixDigitCode();
      const nonce = randomSecret();
      const expiresAt =
        purpose === 'password_reset'
          ? new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000)
          : codeExpiry(now);
      const since = new Date(now.getTime() - CODE_FLOOD_MINUTES * 60_000);
      return db.transaction(async (tx) => {
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
        const [recent] = await tx
          .select({ n: count() })
          .from(oneTimeCodes)
          .where(
            and(
              eq(oneTimeCodes.accountId, accountId),
              eq(oneTimeCodes.purpose, purpose),
              gte(oneTimeCodes.createdAt, since),
            ),
          );
        if (Number(recent?.n ?? 0) >= CODE_FLOOD_LIMIT) return null;
        await tx
          .update(oneTimeCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(oneTimeCodes.accountId, accountId),
              eq(oneTimeCodes.purpose, purpose),
              isNull(oneTimeCodes.usedAt),
            ),
          );
        await tx.insert(oneTimeCodes).values({
          accountId,
          purpose,
          codeHash: sha256(code),
          nonceHash: sha256(nonce),
          expiresAt,
          createdAt: now,
        });
        return { code, nonce };
      });
    },

    /**
     * Checks a typed code against the account's newest code of that purpose. The try is counted first, in the
     * statement that checks the code still has tries left, and the code is compared only when that statement
     * answers a row: 61 parallel guesses once made 61 comparisons where 5 were allowed. So the count holds every
     * try, the right one too; the fifth voids the code. A right code is spent in one statement, so two requests
     * cannot both use it.
     */
    async useCode(
      accountId: number,
      purpose: OneTimeCodePurpose,
      typed: string,
      now = new Date(),
    ): Promise<CodeCheck> {
      const [tried] = await queryRows<TriedCode>(
        db,
        sql`update one_time_codes set wrong_tries = wrong_tries + 1
            where id = (select id from one_time_codes where account_id = ${accountId}::int
                          and purpose = ${purpose}::text order by id desc limit 1)
              and code_hash is not null and used_at is null
              and wrong_tries < ${CODE_MAX_WRONG_TRIES}::int and expires_at > ${now.toISOString()}::timestamptz
            returning id, code_hash, wrong_tries`,
      );
      if (!tried) return { ok: false, reason: await whyUnusable(accountId, purpose, now) };
      if (!sameHash(tried.code_hash, sha256(normalizeCode(typed)))) {
        return { ok: false, reason: tried.wrong_tries >= CODE_MAX_WRONG_TRIES ? 'voided' : 'wrong' };
      }
      return spend(tried.id, now, accountId, purpose);
    },

    /** Uses an e-mailed link's nonce (any purpose); the link's code is spent with it. */
    async useNonce(nonce: string, now = new Date()): Promise<CodeCheck> {
      if (!nonce) return { ok: false, reason: 'missing' };
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.nonceHash, sha256(nonce)));
      if (!row) return { ok: false, reason: 'missing' };
      const unusable = codeUnusableReason(row, now);
      if (unusable) return { ok: false, reason: unusable };
      return spend(row.id, now, row.accountId, row.purpose);
    },
  };

  async function spend(
    id: number,
    now: Date,
    accountId: number,
    purpose: OneTimeCodePurpose,
  ): Promise<CodeCheck> {
    const spent = await db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    return spent.length === 1 ? { ok: true, accountId, purpose } : { ok: false, reason: 'used' };
  }
}

export type CodeStore = ReturnType<typeof createCodeStore>;
