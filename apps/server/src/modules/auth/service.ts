import { accounts, type Database, eq, sql, type Transaction } from '@pantry/db';
import {
  accountMessages,
  splitFullName,
  VERIFIED_FOR_MINUTES,
  validateEmail,
  validatePassword,
  wrongPasswordLocks,
} from '@pantry/domain';
import type { Config } from '../../config.ts';
import { AppError, badRequest } from '../../errors.ts';
import { emitEvent } from '../events/index.ts';
import type { Mailer } from '../mail/index.ts';
import { type CodeCheck, createCodeStore } from './codes.ts';
import { passwordResetEmail, signInCodeEmail, verificationCodeEmail } from './emails.ts';
import { createAuthFailureLog } from './limits.ts';
import { createPasswordTries } from './password-tries.ts';
import { hashPassword, needsRehash, verifyPassword, verifyPasswordAgainstNobody } from './passwords.ts';

/**
 * Sign-up, sign-in and one-time codes. Routes own the session cookie; this service decides who the shopper is.
 * `clientKey` is the client's address, for the 24-hour blocks.
 */

export const SUPPORT_EMAIL = 'help@pantry.local';

export const TOO_MANY_CODES =
  'You asked for several codes in a short time. Please use the newest one or wait a few minutes.';

export type Registration = { email?: string; password?: string; firstname?: string; lastname?: string };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A new account announces itself in the transaction that inserted it. */
async function announceSignUp(tx: Transaction, accountId: number, via: 'password' | 'google'): Promise<void> {
  await emitEvent(tx, { type: 'account.registered', payload: { account_id: accountId, via } });
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
  const passwordTries = createPasswordTries(db);

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

  /** Counts this try against the client's address; 429 with the spec's text once the address is blocked. */
  async function takeClientTry(kind: 'login' | 'register', clientKey: string) {
    if (await failures.takeTry(kind, clientKey)) return;
    const message =
      kind === 'login' ? accountMessages.tooManyLoginAttempts : accountMessages.tooManyRegistrationAttempts;
    throw new AppError('too_many_requests', message);
  }

  async function createAccount(input: Registration): Promise<number> {
    const email = requireEmail(input.email);
    const password = requirePassword(input.password);
    const firstname = (input.firstname ?? '').trim();
    const lastname = (input.lastname ?? '').trim();
    if (!firstname) throw new AppError('bad_request', accountMessages.required, { field: 'firstname' });
    if (!lastname) throw new AppError('bad_request', accountMessages.required, { field: 'lastname' });
    if (await findByEmail(email))
      throw new AppError('conflict', accountMessages.emailExists, { field: 'email' });
    const passwordHash = await hashPassword(password);
    const accountId = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(accounts)
        .values({ email, passwordHash, firstname, lastname })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (created) await announceSignUp(tx, created.id, 'password');
      return created?.id;
    });
    if (!accountId) throw new AppError('conflict', accountMessages.emailExists, { field: 'email' });
    return accountId;
  }

  const link = (path: string, query: Record<string, string>) =>
    `${config.siteOrigin}${path}?${new URLSearchParams(query).toString()}`;

  return {
    codes,
    /** Forgets the failure counts of addresses whose 24-hour window ended (a daily job). */
    purgeEndedBlocks: (now: Date) => failures.purgeEnded(now),

    /** The typed address, checked and normalized (400 with the spec's text when it is not an e-mail). */
    requireEmail,

    async register(input: Registration, clientKey: string): Promise<number> {
      await takeClientTry('register', clientKey);
      try {
        const accountId = await createAccount(input);
        await failures.giveBack('register', clientKey);
        return accountId;
      } catch (error) {
        // Only the shopper's own mistakes count against the address; a fault of ours gives the try back.
        if (!(error instanceof AppError)) await failures.giveBack('register', clientKey);
        throw error;
      }
    },

    /**
     * Signs in with e-mail and password. An unknown address takes as long as a wrong password (the password is
     * checked against a hash of nobody's), so timing does not tell who has an account.
     */
    async login(input: { email?: string; password?: string }, clientKey: string): Promise<number> {
      const email = requireEmail(input.email);
      const password = input.password;
      if (!password) throw new AppError('bad_request', accountMessages.required, { field: 'password' });
      await takeClientTry('login', clientKey);
      const account = await findByEmail(email);
      if (!account) {
        await verifyPasswordAgainstNobody(password);
        throw new AppError('not_found', accountMessages.accountNotFound, { field: 'email' });
      }
      try {
        refuseBanned(account);
      } catch (error) {
        await failures.giveBack('login', clientKey);
        throw error;
      }
      const tries = await passwordTries.take(account.id);
      if (tries === null) {
        await failures.giveBack('login', clientKey);
        throw new AppError('locked', accountMessages.accountLocked);
      }
      const right = account.passwordHash
        ? await verifyPassword(account.passwordHash, password)
        : await verifyPasswordAgainstNobody(password);
      if (!right) {
        if (wrongPasswordLocks(tries)) throw new AppError('locked', accountMessages.accountLocked);
        throw new AppError('bad_request', accountMessages.wrongPassword, { field: 'password' });
      }
      const rehash = account.passwordHash !== null && needsRehash(account.passwordHash);
      await passwordTries.clear(account.id, rehash ? await hashPassword(password) : undefined);
      await failures.giveBack('login', clientKey);
      return account.id;
    },

    /** E-mails a sign-in code and link. Answers the same whether or not the address has an account. */
    async sendSignInCode(emailInput: string | undefined, route = '/account'): Promise<void> {
      const email = requireEmail(emailInput);
      const account = await findByEmail(email);
      // Unknown, banned and flooded addresses get the same answer and no e-mail.
      if (!account || account.isBanned) return;
      const issued = await codes.issue(account.id, 'sign_in');
      if (!issued) return;
      const { code, nonce } = issued;
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
      const issued = await codes.issue(accountId, 'account_verify');
      if (!issued) throw new AppError('too_many_requests', TOO_MANY_CODES);
      await mailer.send(verificationCodeEmail(account.email, issued.code));
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
      if (!account || account.isBanned) return;
      const issued = await codes.issue(account.id, 'password_reset');
      if (!issued) return;
      await mailer.send(passwordResetEmail(account.email, link('/account/reset', { token: issued.nonce })));
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
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(accounts)
          .values({
            email: normalizeEmail(identity.email),
            googleSubject: identity.subject,
            firstname: identity.givenName ?? split.firstname,
            lastname: identity.familyName ?? split.lastname,
            // Spec §3: the onboarding modal shows for accounts flagged 1; a new Google account starts there.
            singleCartMigratedLanding: 1,
          })
          .onConflictDoUpdate({
            target: accounts.email,
            set: { googleSubject: sql`excluded.google_subject` },
          })
          // xmax = 0: this statement inserted the row (an update of a racing sign-up's row is not a sign-up).
          .returning({ id: accounts.id, inserted: sql<boolean>`xmax = 0` });
        if (!created) throw new Error('account insert returned nothing');
        if (created.inserted) await announceSignUp(tx, created.id, 'google');
        return { accountId: created.id, action: 'new_user_created_associated' as const };
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
