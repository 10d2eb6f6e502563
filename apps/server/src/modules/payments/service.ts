import {
  accounts,
  and,
  type Database,
  desc,
  eq,
  isNull,
  type PaymentKind,
  paymentMethods,
  type Transaction,
} from '@pantry/db';
import {
  type BillingAddressInput,
  type CardBrand,
  cardLabel,
  googlePayAvailability,
  isCardBrand,
  isCardExpired,
  type PaymentType,
  paymentMessages,
  paymentTypeLabel,
  type SavedPaymentMethod,
  validateBillingAddress,
} from '@pantry/domain';
import { AppError, authRequired, badRequest, notFound } from '../../errors.ts';
import type { PaymentGateway } from './gateway.ts';

type Row = typeof paymentMethods.$inferSelect;

export type ListOptions = {
  /** `all=1`: expired cards too. */
  all: boolean;
  /** `is_checkout=true`: the payment types (PayPal, Google Pay, Apple Pay, EBT) as well as cards. */
  withPaymentTypes: boolean;
};

/**
 * The shopper's saved payment methods (spec §3 Saved payment method). Only the gateway's token and what the
 * shopper needs to recognise a card are kept. Mutations lock the account row, so two tabs adding cards at once
 * cannot both make theirs the default.
 */
export function createPaymentMethodsService(db: Database, gateway: PaymentGateway, now = () => new Date()) {
  function toWire(row: Row): SavedPaymentMethod {
    const isCard = row.kind === 'card' || row.kind === 'ebt';
    return {
      id: row.id,
      token: row.token,
      cc_type: row.ccType as SavedPaymentMethod['cc_type'],
      cc_label: isCard
        ? cardLabel(row.ccType as CardBrand, row.last4)
        : paymentTypeLabel(row.kind as PaymentType),
      last4: row.last4 || null,
      exp_month: row.expMonth || null,
      exp_year: row.expYear || null,
      is_default: row.isDefault,
      expired: isCardExpired(row.expMonth, row.expYear, now()),
      billing_address: row.billingAddress ?? null,
      payment_verification: isCard
        ? { status: 'verified', verified_at: row.createdAt.toISOString() }
        : { status: 'not_required', verified_at: null },
      payment_type: row.kind,
    };
  }

  async function lockAccount(tx: Transaction, accountId: number): Promise<void> {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  }

  const active = (accountId: number) =>
    and(eq(paymentMethods.accountId, accountId), isNull(paymentMethods.removedAt));

  async function activeRows(
    tx: Database | Transaction,
    accountId: number,
    kind?: PaymentKind,
  ): Promise<Row[]> {
    return tx
      .select()
      .from(paymentMethods)
      .where(and(active(accountId), kind ? eq(paymentMethods.kind, kind) : undefined))
      .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
  }

  async function findOwn(tx: Transaction, accountId: number, id: number): Promise<Row> {
    const [row] = await tx
      .select()
      .from(paymentMethods)
      .where(and(active(accountId), eq(paymentMethods.id, id)));
    if (!row) throw notFound(paymentMessages.notFound);
    return row;
  }

  async function makeDefault(tx: Transaction, accountId: number, id: number): Promise<Row> {
    await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.accountId, accountId));
    const [row] = await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(eq(paymentMethods.id, id))
      .returning();
    return row!;
  }

  /** Inserts a method; a token already on file (here or on another account) is refused, never duplicated. */
  async function insert(tx: Transaction, values: typeof paymentMethods.$inferInsert): Promise<Row> {
    const [row] = await tx
      .insert(paymentMethods)
      .values(values)
      .onConflictDoNothing({ target: paymentMethods.token })
      .returning();
    if (!row) throw badRequest(paymentMessages.alreadySaved);
    return row;
  }

  return {
    toWire,

    /** Spec §8: 'Code 406 on payment fetch: Banned user'. */
    async assertCanPay(accountId: number): Promise<void> {
      const [account] = await db
        .select({ isBanned: accounts.isBanned })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      if (!account) throw authRequired();
      if (account.isBanned) throw new AppError('not_acceptable', paymentMessages.banned);
    },

    /** Default first, then newest; usable (unexpired) ones only unless `all`. */
    async list(accountId: number, options: ListOptions): Promise<SavedPaymentMethod[]> {
      const rows = await activeRows(db, accountId, options.withPaymentTypes ? undefined : 'card');
      const cards = rows.map(toWire);
      return options.all ? cards : cards.filter((card) => !card.expired);
    },

    /** Saves a tokenised card after a $0 authorisation; the first card (or is_default) becomes the default. */
    async addCard(
      accountId: number,
      input: { token: string; billing: BillingAddressInput; isDefault: boolean },
    ): Promise<SavedPaymentMethod> {
      const billing = validateBillingAddress(input.billing);
      if (!billing.ok) {
        const [field, message] = Object.entries(billing.errors)[0]!;
        throw badRequest(`Invalid ${field}: ${message}`);
      }
      const card = await gateway.verifyToken(input.token);
      if (card.brand === 'ebt') throw badRequest(paymentMessages.ebtIsPaymentType);
      if (!isCardBrand(card.brand)) throw badRequest(paymentMessages.unknownToken);
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const hasDefault = (await activeRows(tx, accountId, 'card')).some((row) => row.isDefault);
        const row = await insert(tx, {
          accountId,
          gateway: gateway.name,
          token: input.token,
          kind: 'card',
          ccType: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          billingAddress: billing.address,
        });
        return toWire(input.isDefault || !hasDefault ? await makeDefault(tx, accountId, row.id) : row);
      });
    },

    /**
     * PayPal, Google Pay (Android Pay), Apple Pay: one of each per account, saved again returns the same one.
     * EBT: the EBT card's token, $0-authorised like a card; a new EBT card replaces the previous one.
     */
    async addPaymentType(
      accountId: number,
      input: { type: PaymentType; token?: string | undefined; hasPresentMethods: boolean },
    ): Promise<SavedPaymentMethod> {
      if (input.type === 'googlepay') {
        const availability = googlePayAvailability(input.hasPresentMethods);
        if (!availability.ok) throw badRequest(availability.message);
      }
      if (input.type !== 'ebt') {
        const kind = input.type;
        const [existing] = await activeRows(db, accountId, kind);
        if (existing) return toWire(existing);
        // Vaulted before the transaction: the gateway has its own connection, and PGlite has only one.
        const token = await gateway.vaultWallet(kind);
        return db.transaction(async (tx) => {
          await lockAccount(tx, accountId);
          const [raced] = await activeRows(tx, accountId, kind);
          if (raced) return toWire(raced);
          const values = { accountId, gateway: gateway.name, token, kind, ccType: kind, last4: '' };
          return toWire(await insert(tx, values));
        });
      }
      if (!input.token) throw badRequest('Invalid token: is required for an EBT card');
      const token = input.token;
      const card = await gateway.verifyToken(token);
      if (card.brand !== 'ebt') throw badRequest(paymentMessages.notEbtCard);
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const [current] = await activeRows(tx, accountId, 'ebt');
        if (current?.token === token) return toWire(current);
        if (current)
          await tx.update(paymentMethods).set({ removedAt: now() }).where(eq(paymentMethods.id, current.id));
        const row = await insert(tx, {
          accountId,
          gateway: gateway.name,
          token,
          kind: 'ebt',
          ccType: 'ebt',
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        });
        return toWire(row);
      });
    },

    /** Hides the method (orders keep naming it); removing the default hands it to the newest remaining card. */
    async remove(accountId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const row = await findOwn(tx, accountId, id);
        await tx
          .update(paymentMethods)
          .set({ removedAt: now(), isDefault: false })
          .where(eq(paymentMethods.id, row.id));
        if (!row.isDefault) return;
        const cards = await activeRows(tx, accountId, 'card');
        const next = cards.find((card) => !isCardExpired(card.expMonth, card.expYear, now())) ?? cards[0];
        if (next) await makeDefault(tx, accountId, next.id);
      });
    },

    async setDefault(accountId: number, id: number): Promise<SavedPaymentMethod> {
      return db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const row = await findOwn(tx, accountId, id);
        if (row.kind !== 'card') throw badRequest(paymentMessages.onlyCardsDefault);
        if (isCardExpired(row.expMonth, row.expYear, now())) throw badRequest(paymentMessages.expired);
        return toWire(await makeDefault(tx, accountId, row.id));
      });
    },

    /** The saved EBT card and its balance in cents, as the gateway reports it; null when none is on file. */
    async ebtBalance(accountId: number): Promise<{ card: SavedPaymentMethod; balanceCents: number } | null> {
      const [ebt] = await activeRows(db, accountId, 'ebt');
      if (!ebt) return null;
      return { card: toWire(ebt), balanceCents: await gateway.ebtBalance(ebt.token) };
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
