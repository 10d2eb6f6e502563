import {
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
import { randomSecret, sameHash, sha256, sixDigitCode } from '../sessions/tokens.ts';

/**
 * One-time codes and links. Only hashes are stored. Asking for a new code voids the account's earlier unused codes
 * of the same purpose, so only the newest e-mail works.
 */

export type IssuedCode = { code: string; nonce: string };
export type CodeCheck =
  | { ok: true; accountId: number; purpose: OneTimeCodePurpose }
  | { ok: false; reason: 'missing' | 'wrong' | 'used' | 'expired' | 'voided' };

export function createCodeStore(db: Database) {
  return {
    /** How many codes of a purpose the account was sent lately (a flood of e-mails is refused quietly). */
    async recentCount(accountId: number, purpose: OneTimeCodePurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.accountId, accountId),
            eq(oneTimeCodes.purpose, purpose),
            gte(oneTimeCodes.createdAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async issue(accountId: number, purpose: OneTimeCodePurpose, now = new Date()): Promise<IssuedCode> {
      const code = sixDigitCode();
      const nonce = randomSecret();
      const expiresAt =
        purpose === 'password_reset'
          ? new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000)
          : codeExpiry(now);
      await db.transaction(async (tx) => {
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
      });
      return { code, nonce };
    },

    /**
     * Checks a typed code against the account's newest code of that purpose. A wrong code counts a try (the fifth
     * voids it); a right one is spent in the same statement, so two requests cannot both use it.
     */
    async useCode(
      accountId: number,
      purpose: OneTimeCodePurpose,
      typed: string,
      now = new Date(),
    ): Promise<CodeCheck> {
      const [latest] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose)))
        .orderBy(desc(oneTimeCodes.id))
        .limit(1);
      if (!latest?.codeHash) return { ok: false, reason: 'missing' };
      const unusable = codeUnusableReason(latest, now);
      if (unusable) return { ok: false, reason: unusable };
      if (!sameHash(latest.codeHash, sha256(normalizeCode(typed)))) {
        await db
          .update(oneTimeCodes)
          .set({ wrongTries: sql`${oneTimeCodes.wrongTries} + 1` })
          .where(eq(oneTimeCodes.id, latest.id));
        return { ok: false, reason: latest.wrongTries + 1 >= CODE_MAX_WRONG_TRIES ? 'voided' : 'wrong' };
      }
      return spend(latest.id, now, accountId, purpose);
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
