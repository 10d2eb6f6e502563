import { accounts, type Database, eq, sql } from '@pantry/db';
import {
  accountMessages,
  afterWrongPassword,
  isLocked,
  splitFullName,
  VERIFIED_FOR_MINUTES,
  validateEmail,
  validatePassword,
} from '@pantry/domain';
import type { Config } from '../../config.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type CodeCheck, createCodeStore } from './codes.ts';
import { passwordResetEmail, signInCodeEmail, verificationCodeEmail } from './emails.ts';
import { createAuthFailureLog } from './limits.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

/**
 * Sign-up, sign-in and one-time codes. Routes own the session cookie; this service decides who the shopper is.
 * `clientKey` is the client's address, for the 24-hour blocks.
 */

export const SUPPORT_EMAIL = 'help@pantry.local';

/** At most this many codes (or reset links) of one kind per account in CODE_FLOOD_MINUTES. */
export const CODE_FLOOD_LIMIT = 5;
export const CODE_FLOOD_MINUTES = 10;
export const TOO_MANY_CODES =
  'You asked for several codes in a short time. Please use the newest one or wait a few minutes.';

export type Registration = { email?: string; password?: string; firstname?: string; lastname?: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function requireEmail(email: string | undefined): string {
  const check = validateEmail(email);
  if (!check.ok) throw new AppError('bad_request', check.message, { field: 'email' });
  return normalizeEmail(check.value);
}

function requirePassword(password: string | undefined): string {
  const check = validatePassword(password);
  if (!check.ok) throw new AppError('bad_request', check.message, { field: 'password' });
  return check.value;
}

/** Whose message a failed code check shows: an expired code says so, anything else is 'not valid'. */
function codeRefusal(check: Exclude<CodeCheck, { ok: true }>): AppError {
  const message = check.reason === 'expired' ? accountMessages.codeExpired : accountMessages.codeInvalid;
  return new AppError('bad_request', message, { verify_success: false, reason: check.reason });
}

export function createAuthService({ db, mailer, config }: { db: Database; mailer: Mailer; config: Config }) {
  const codes = createCodeStore(db);
  const failures = createAuthFailureLog(db);

  async function findByEmail(email: string) {
    const [account] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.email, normalizeEmail(email)));
    return account;
  }

  function refuseBanned(account: { isBanned: boolean }) {
    if (account.isBanned) {
      throw new AppError('forbidden', accountMessages.accessBlocked.replace('{email}', SUPPORT_EMAIL));
    }
  }

  async function refuseBlocked(kind: 'login' | 'register', clientKey: string) {
    if (await failures.isBlocked(kind, clientKey)) {
      const message =
        kind === 'login' ? accountMessages.tooManyLoginAttempts : accountMessages.tooManyRegistrationAttempts;
      throw new AppError('too_many_requests', message);
    }
  }

  /** True when the account was sent enough codes of this kind lately. */
  async function flooded(accountId: number, purpose: 'sign_in' | 'account_verify' | 'password_reset') {
    const since = new Date(Date.now() - CODE_FLOOD_MINUTES * 60_000);
    return (await codes.recentCount(accountId, purpose, since)) >= CODE_FLOOD_LIMIT;
  }

  const link = (path: string, query: Record<string, string>) =>
    `${config.siteOrigin}${path}?${new URLSearchParams(query).toString()}`;

  return {
    codes,

    async register(input: Registration, clientKey: string): Promise<number> {
      await refuseBlocked('register', clientKey);
      try {
        const email = requireEmail(input.email);
        const password = requirePassword(input.password);
        const firstname = (input.firstname ?? '').trim();
        const lastname = (input.lastname ?? '').trim();
        if (!firstname) throw new AppError('bad_request', accountMessages.required, { field: 'firstname' });
        if (!lastname) throw new AppError('bad_request', accountMessages.required, { field: 'lastname' });
        if (await findByEmail(email))
          throw new AppError('conflict', accountMessages.emailExists, { field: 'email' });
        const passwordHash = await hashPassword(password);
        const [created] = await db
          .insert(accounts)
          .values({ email, passwordHash, firstname, lastname })
          .onConflictDoNothing()
          .returning({ id: accounts.id });
        if (!created) throw new AppError('conflict', accountMessages.emailExists, { field: 'email' });
        return created.id;
      } catch (error) {
        if (error instanceof AppError) await failures.record('register', clientKey);
        throw error;
      }
    },

    async login(input: { email?: string; password?: string }, clientKey: string): Promise<number> {
      await refuseBlocked('login', clientKey);
      const email = requireEmail(input.email);
      if (!input.password) throw new AppError('bad_request', accountMessages.required, { field: 'password' });
      const account = await findByEmail(email);
      if (!account) {
        await failures.record('login', clientKey);
        throw new AppError('not_found', accountMessages.accountNotFound, { field: 'email' });
      }
      refuseBanned(account);
      const now = new Date();
      if (isLocked(account.lockedUntil, now)) throw new AppError('locked', accountMessages.accountLocked);
      const right = account.passwordHash ? await verifyPassword(account.passwordHash, input.password) : false;
      if (!right) {
        await failures.record('login', clientKey);
        const next = afterWrongPassword(account.failedLoginCount, now);
        await db.update(accounts).set(next).where(eq(accounts.id, account.id));
        if (next.lockedUntil) throw new AppError('locked', accountMessages.accountLocked);
        throw new AppError('bad_request', accountMessages.wrongPassword, { field: 'password' });
      }
      const rehash = account.passwordHash !== null && needsRehash(account.passwordHash);
      // Most sign-ins change nothing on the account: write only when there is something to clear or re-hash.
      if (rehash || account.failedLoginCount !== 0 || account.lockedUntil !== null) {
        await db
          .update(accounts)
          .set({
            failedLoginCount: 0,
            lockedUntil: null,
            ...(rehash ? { passwordHash: await hashPassword(input.password) } : {}),
          })
          .where(eq(accounts.id, account.id));
      }
      return account.id;
    },

    /** E-mails a sign-in code and link. Answers the same whether or not the address has an account. */
    async sendSignInCode(emailInput: string | undefined, route = '/account'): Promise<void> {
      const email = requireEmail(emailInput);
      const account = await findByEmail(email);
      // Unknown, banned and flooded addresses get the same answer and no e-mail.
      if (!account || account.isBanned || (await flooded(account.id, 'sign_in'))) return;
      const { code, nonce } = await codes.issue(account.id, 'sign_in');
      await mailer.send(signInCodeEmail(account.email, code, link('/', { otpNonce: nonce, route })));
    },

    async signInWithCode(emailInput: string | undefined, otpCode: string | undefined): Promise<number> {
      const email = requireEmail(emailInput);
      if (!otpCode?.trim())
        throw new AppError('bad_request', accountMessages.otpRequired, { field: 'otpCode' });
      const account = await findByEmail(email);
      if (!account) throw new AppError('bad_request', accountMessages.codeInvalid, { verify_success: false });
      refuseBanned(account);
      const check = await codes.useCode(account.id, 'sign_in', otpCode);
      if (!check.ok) throw codeRefusal(check);
      return account.id;
    },

    async sendVerificationCode(accountId: number): Promise<void> {
      const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
      if (!account) throw new AppError('unauthorized', accountMessages.authRequired);
      if (await flooded(accountId, 'account_verify')) throw new AppError('too_many_requests', TOO_MANY_CODES);
      const { code } = await codes.issue(accountId, 'account_verify');
      await mailer.send(verificationCodeEmail(account.email, code));
    },

    /** Checks the code that unlocks sensitive changes; the caller marks the session verified. */
    async verifyAccountCode(accountId: number, otpCode: string | undefined): Promise<void> {
      if (!otpCode?.trim())
        throw new AppError('bad_request', accountMessages.otpRequired, { field: 'otpCode' });
      const check = await codes.useCode(accountId, 'account_verify', otpCode);
      if (!check.ok) throw new AppError('bad_request', accountMessages.otpFailed, { verify_success: false });
    },

    /** An e-mailed link's nonce: who it signs in, and whether it also verifies the session. */
    async useLink(nonce: string | undefined): Promise<{ accountId: number; verifies: boolean }> {
      const check = await codes.useNonce(nonce ?? '');
      if (!check.ok || check.purpose === 'password_reset') {
        throw new AppError('bad_request', accountMessages.linkInvalid, { verify_success: false });
      }
      return { accountId: check.accountId, verifies: true };
    },

    async sendPasswordReset(emailInput: string | undefined): Promise<void> {
      const email = requireEmail(emailInput);
      const account = await findByEmail(email);
      if (!account || account.isBanned || (await flooded(account.id, 'password_reset'))) return;
      const { nonce } = await codes.issue(account.id, 'password_reset');
      await mailer.send(passwordResetEmail(account.email, link('/account/reset', { token: nonce })));
    },

    /** Sets a new password from a reset link's token; answers whose password it was. */
    async resetPassword(token: string | undefined, password: string | undefined): Promise<number> {
      const newPassword = requirePassword(password);
      const check = await codes.useNonce(token ?? '');
      if (!check.ok || check.purpose !== 'password_reset') throw badRequest(accountMessages.linkInvalid);
      await this.setPassword(check.accountId, newPassword);
      return check.accountId;
    },

    async setPassword(accountId: number, password: string): Promise<void> {
      const passwordHash = await hashPassword(requirePassword(password));
      await db
        .update(accounts)
        .set({ passwordHash, passwordChangedAt: new Date(), failedLoginCount: 0, lockedUntil: null })
        .where(eq(accounts.id, accountId));
    },

    verifiedUntil(now = new Date()): Date {
      return new Date(now.getTime() + VERIFIED_FOR_MINUTES * 60_000);
    },

    /** Finds or makes the account for a verified Google identity. */
    async googleAccount(identity: {
      subject: string;
      email: string;
      givenName?: string;
      familyName?: string;
      name?: string;
    }) {
      const bySubject = await db.select().from(accounts).where(eq(accounts.googleSubject, identity.subject));
      if (bySubject[0]) {
        refuseBanned(bySubject[0]);
        return { accountId: bySubject[0].id, action: 'existing_user_logged_in' as const };
      }
      const byEmail = await findByEmail(identity.email);
      if (byEmail) {
        refuseBanned(byEmail);
        await db.update(accounts).set({ googleSubject: identity.subject }).where(eq(accounts.id, byEmail.id));
        return { accountId: byEmail.id, action: 'existing_user_associated' as const };
      }
      const split = splitFullName(identity.name ?? '');
      const [created] = await db
        .insert(accounts)
        .values({
          email: normalizeEmail(identity.email),
          googleSubject: identity.subject,
          firstname: identity.givenName ?? split.firstname,
          lastname: identity.familyName ?? split.lastname,
          // Spec §3: the onboarding modal shows for accounts flagged 1; a new Google account starts there.
          singleCartMigratedLanding: 1,
        })
        .onConflictDoUpdate({ target: accounts.email, set: { googleSubject: sql`excluded.google_subject` } })
        .returning({ id: accounts.id });
      if (!created) throw new Error('account insert returned nothing');
      return { accountId: created.id, action: 'new_user_created_associated' as const };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
