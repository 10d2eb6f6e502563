import { randomInt } from 'node:crypto';
import { and, type DbOrTx, eq, isNull, sql, staffRecoveryCodes } from '@pantry/db';
import { RECOVERY_CODE_COUNT } from '@pantry/domain';
import { hashPassword, verifyPassword } from '../auth/index.ts';

/**
 * Ten single-use recovery codes per staff member, for a lost phone: `xxxx-xxxx` of lowercase letters and digits
 * (41 bits each), shown once at enrolment and stored as argon2id hashes like passwords, so a leaked table cannot be
 * turned back into codes.
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newRecoveryCode(): string {
  let bare = '';
  for (let i = 0; i < 8; i++) bare += ALPHABET[randomInt(ALPHABET.length)];
  return `${bare.slice(0, 4)}-${bare.slice(4)}`;
}

/** New codes and their hashes (hashing takes a while: do it before the transaction that stores them). */
export async function makeRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashPassword));
  return { codes, hashes };
}

export async function storeRecoveryCodes(tx: DbOrTx, staffId: number, hashes: string[]): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/**
 * Uses up one of the staff member's unused codes when `code` is one of them; true when it was. Of two requests with
 * the same code at once only one marks it used.
 */
export async function useRecoveryCode(db: DbOrTx, staffId: number, code: string, now = new Date()) {
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  for (const candidate of unused) {
    if (!(await verifyPassword(candidate.codeHash, code))) continue;
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(staffRecoveryCodes.id, candidate.id), sql`${staffRecoveryCodes.usedAt} IS NULL`))
      .returning({ id: staffRecoveryCodes.id });
    return used.length === 1;
  }
  return false;
}
