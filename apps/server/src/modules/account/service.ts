import {
  accountFeedback,
  accounts,
  and,
  type Database,
  eq,
  isNull,
  ne,
  or,
  type Transaction,
} from '@pantry/db';
import {
  type AutoshipAccountStatus,
  type AutoshipType,
  accountMessages,
  ageMessages,
  checkDateOfBirth,
  normalizePhone,
  splitFullName,
  splitInviteEmails,
  validateEmail,
} from '@pantry/domain';
import type { SQL } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import type { AuthService } from '../auth/index.ts';
import { inviteEmail, normalizeEmail } from '../auth/index.ts';
import type { Mailer } from '../mail/index.ts';
import { accountView } from './view.ts';

/** What PUT /account may change (spec §7 bodies and queries, and the /account/edit form). */
export type AccountChanges = {
  autoship_status?: AutoshipAccountStatus;
  autoship_type?: AutoshipType;
  feedback?: string;
  cartprefill_ai_enabled?: boolean;
  cartprefill_enabled?: boolean;
  single_cart_migrated_landing?: 0 | 1;
  fullname?: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  password?: string;
  telephone?: string;
  sms_subscribed?: boolean;
  hear_about_us?: string;
  ppe_fee_opted_out?: boolean;
  /**
   * The shopper's date of birth, YYYY-MM-DD (alcohol needs is_over_21, spec §5; issue 23): confirmed once, refused
   * under 21, and `is_over_21` is worked out from it.
   */
  date_of_birth?: string;
};

/** Changing these needs a passed one-time-code check in this session (spec §4: otp-required). */
export const SENSITIVE_FIELDS = ['email', 'password', 'telephone'] as const;

/** Autoship's lifecycle, which owns what a change of `autoship_status` does (its items, its schedule). */
type AutoshipStatusChanger = {
  setAccountStatus(tx: Transaction, accountId: number, status: AutoshipAccountStatus): Promise<void>;
};

export function createAccountService({
  db,
  mailer,
  auth,
  autoship,
  siteOrigin,
}: {
  db: Database;
  mailer: Mailer;
  auth: AuthService;
  autoship: AutoshipStatusChanger;
  siteOrigin: string;
}) {
  /** The change, autoship's move and the feedback sent with it (a cancel's reason) are kept together or not at all. */
  async function save(
    accountId: number,
    set: Partial<typeof accounts.$inferInsert>,
    changes: AccountChanges,
  ) {
    const feedback = changes.feedback?.trim();
    await db.transaction(async (tx) => {
      if (changes.autoship_status !== undefined)
        await autoship.setAccountStatus(tx, accountId, changes.autoship_status);
      const updated = await tx
        .update(accounts)
        .set(set)
        .where(and(eq(accounts.id, accountId), dateOfBirthUnchanged(set.dateOfBirth)))
        .returning({ id: accounts.id });
      if (updated.length === 0 && set.dateOfBirth !== undefined) {
        throw new AppError('conflict', ageMessages.alreadyConfirmed, { field: 'date_of_birth' });
      }
      if (feedback) {
        await tx
          .insert(accountFeedback)
          .values({ accountId, feedback, autoshipStatus: changes.autoship_status ?? null });
      }
    });
  }

  return {
    /** The account as the API answers it (null: no such account). */
    view(accountId: number, now = new Date()) {
      return accountView(db, accountId, now);
    },

    needsVerification(changes: AccountChanges, hasPassword: boolean): boolean {
      return SENSITIVE_FIELDS.some((field) => {
        if (changes[field] === undefined) return false;
        // Setting a first password (Google accounts) is not a change of one.
        return !(field === 'password' && !hasPassword);
      });
    },

    async update(accountId: number, changes: AccountChanges, now = new Date()): Promise<void> {
      const set: Partial<typeof accounts.$inferInsert> = { updatedAt: now };
      if (changes.fullname !== undefined) {
        const name = splitFullName(changes.fullname);
        if (!name.firstname)
          throw new AppError('bad_request', accountMessages.required, { field: 'fullname' });
        Object.assign(set, name);
      }
      if (changes.firstname !== undefined) set.firstname = changes.firstname.trim();
      if (changes.lastname !== undefined) set.lastname = changes.lastname.trim();
      if (changes.email !== undefined) {
        const check = validateEmail(changes.email);
        if (!check.ok) throw new AppError('bad_request', check.message, { field: 'email' });
        const email = normalizeEmail(check.value);
        const [taken] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.email, email), ne(accounts.id, accountId)));
        if (taken) throw new AppError('conflict', accountMessages.emailExists, { field: 'email' });
        set.email = email;
      }
      if (changes.telephone !== undefined) {
        if (changes.telephone.trim() === '') set.telephone = null;
        else {
          const phone = normalizePhone(changes.telephone);
          if (!phone.ok) throw new AppError('bad_request', phone.message, { field: 'telephone' });
          set.telephone = phone.storage;
        }
      }
      if (changes.sms_subscribed !== undefined) set.smsSubscribed = changes.sms_subscribed;
      if (changes.hear_about_us !== undefined)
        set.hearAboutUs = changes.hear_about_us.trim().slice(0, 255) || null;
      if (changes.ppe_fee_opted_out !== undefined) set.ppeFeeOptedOut = changes.ppe_fee_opted_out;
      if (changes.date_of_birth !== undefined) Object.assign(set, confirmedAge(changes.date_of_birth, now));
      if (changes.cartprefill_ai_enabled !== undefined)
        set.cartprefillAiEnabled = changes.cartprefill_ai_enabled;
      if (changes.cartprefill_enabled !== undefined) set.cartprefillQuizEnabled = changes.cartprefill_enabled;
      if (changes.single_cart_migrated_landing !== undefined) {
        set.singleCartMigratedLanding = changes.single_cart_migrated_landing;
      }
      if (changes.autoship_type !== undefined) set.autoshipType = changes.autoship_type;
      if ((set.firstname !== undefined && !set.firstname) || (set.lastname !== undefined && !set.lastname)) {
        throw new AppError('bad_request', accountMessages.required, {
          field: set.firstname ? 'lastname' : 'firstname',
        });
      }
      await save(accountId, set, changes);
      if (changes.password !== undefined) await auth.setPassword(accountId, changes.password);
    },

    /** E-mails an invitation to each address (spec §5: several addresses in one field). */
    async invite(accountId: number, emailsText: string | undefined): Promise<string[]> {
      const parsed = splitInviteEmails(emailsText);
      if (!parsed.ok)
        throw new AppError('bad_request', parsed.message, { field: 'emails', invalid: parsed.invalid });
      const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
      const inviter = account ? `${account.firstname} ${account.lastname}`.trim() : '';
      for (const email of parsed.emails) {
        await mailer.send(
          inviteEmail(email, inviter, `${siteOrigin}/membership/payment/plans?ref=${accountId}`),
        );
      }
      return parsed.emails;
    },
  };
}

/**
 * A date of birth the shopper confirms: refused when it is not a date (400) or under 21 (403, nothing stored:
 * a 4xx changes nothing). Sending the same date again confirms it again.
 */
function confirmedAge(text: string, now: Date): Partial<typeof accounts.$inferInsert> {
  const check = checkDateOfBirth(text, now);
  if (!check.ok) {
    const code = check.code === 'under_age' ? 'forbidden' : 'bad_request';
    throw new AppError(code, check.message, { field: 'date_of_birth', reason: check.code });
  }
  return { dateOfBirth: check.value, ageVerifiedAt: now };
}

/**
 * A confirmed date of birth is not changed by the shopper (member services corrects it): the update goes through
 * only while none is stored or the same one is sent, checked in the write itself so two tabs can't both set one.
 */
function dateOfBirthUnchanged(dateOfBirth: unknown): SQL | undefined {
  if (typeof dateOfBirth !== 'string') return undefined;
  return or(isNull(accounts.dateOfBirth), eq(accounts.dateOfBirth, dateOfBirth));
}

export type AccountService = ReturnType<typeof createAccountService>;
