import { type Database, sql } from '@pantry/db';
import {
  type AdminMember,
  isLocked,
  isOrderStatus,
  memberActions,
  memberAdminMessages,
  orderStatusLabel,
  type StaffTerm,
  THRIVE_CASH_MOVEMENT_LABELS,
  type UserStatus,
} from '@pantry/domain';
import { AppError } from '../../errors.ts';
import { queryRows } from '../../lib/sql.ts';
import type { ThriveCashService } from '../thrivecash/index.ts';

type Stamp = string | Date;
const iso = (value: Stamp) => new Date(value).toISOString();
const isoOrNull = (value: Stamp | null) => (value === null ? null : iso(value));

/** How many of each list the member page shows (the newest). */
const RECENT = { orders: 10, ledger: 50, gifts: 20, reviews: 20 } as const;

type AccountRow = {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  telephone: string | null;
  created_at: Stamp;
  user_status: UserStatus;
  group_id: number;
  is_employee: boolean;
  card_failed: boolean;
  locked_until: Stamp | null;
  failed_login_count: number;
  active_sessions: number;
  gift_card_cents: number;
};

type TermRow = {
  id: number;
  plan: string;
  plan_kind: 'monthly' | 'annual' | 'trial';
  state: NonNullable<StaffTerm>['state'];
  started_at: Stamp;
  expires_at: Stamp;
  renew: boolean;
  canceled_at: Stamp | null;
};

async function readAccount(db: Database, accountId: number, now: Date): Promise<AccountRow | undefined> {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`SELECT a.id, a.email, a.firstname, a.lastname, a.telephone, a.created_at, a.user_status, a.group_id,
               a.is_employee, a.card_failed, a.locked_until, a.failed_login_count,
               (SELECT count(*)::int FROM sessions s
                 WHERE s.account_id = a.id AND s.expires_at > ${now.toISOString()}::timestamptz) AS active_sessions,
               coalesce((SELECT b.balance_cents FROM gift_card_balances b WHERE b.account_id = a.id), 0)::int
                 AS gift_card_cents
          FROM accounts a WHERE a.id = ${accountId}::int`,
  );
  return row;
}

async function readTerm(db: Database, accountId: number): Promise<TermRow | undefined> {
  const [row] = await queryRows<TermRow>(
    db,
    sql`SELECT m.id, p.name AS plan, p.kind AS plan_kind, m.state, m.started_at, m.expires_at, m.renew, m.canceled_at
          FROM memberships m JOIN membership_plans p ON p.code = m.plan_code
         WHERE m.account_id = ${accountId}::int ORDER BY m.id DESC LIMIT 1`,
  );
  return row;
}

function membershipOf(term: TermRow | undefined): AdminMember['membership'] {
  if (!term) return null;
  return {
    membership_id: term.id,
    plan: term.plan,
    plan_kind: term.plan_kind,
    state: term.state,
    started_at: iso(term.started_at),
    expires_at: iso(term.expires_at),
    trial_ends_at: term.state === 'trial' ? iso(term.expires_at) : null,
    renews_at: term.state === 'active' && term.renew ? iso(term.expires_at) : null,
    canceled_at: isoOrNull(term.canceled_at),
  };
}

async function readOrders(db: Database, accountId: number): Promise<AdminMember['orders']> {
  const rows = await queryRows<{
    id: number;
    increment_id: string;
    placed_at: Stamp;
    status: string;
    grand_total_cents: number;
  }>(
    db,
    sql`SELECT id, increment_id, placed_at, status, grand_total_cents FROM orders
         WHERE account_id = ${accountId}::int ORDER BY placed_at DESC, id DESC LIMIT ${RECENT.orders}::int`,
  );
  return rows.map((row) => {
    const status = isOrderStatus(row.status) ? row.status : 'processing';
    return {
      id: row.id,
      increment_id: row.increment_id,
      created_at: iso(row.placed_at),
      status,
      status_label: orderStatusLabel(status),
      grand_total_cents: row.grand_total_cents,
    };
  });
}

async function readAutoship(db: Database, accountId: number): Promise<AdminMember['autoship']> {
  const [schedule] = await queryRows<NonNullable<AdminMember['autoship']>>(
    db,
    sql`SELECT s.status, s.next_shipment_date::text AS next_shipment_date, s.frequency_weeks, s.failed_attempts,
               (SELECT coalesce(json_agg(json_build_object('id', i.id, 'product_id', i.product_id, 'title', p.title,
                       'qty', i.qty, 'frequency_weeks', i.frequency_weeks, 'status', i.status,
                       'next_date', i.scheduled_at_date::text) ORDER BY i.id), '[]')
                  FROM autoship_items i JOIN products p ON p.id = i.product_id
                 WHERE i.account_id = s.account_id AND i.status <> 'cancelled') AS items
          FROM autoship_schedules s WHERE s.account_id = ${accountId}::int`,
  );
  return schedule ?? null;
}

async function readThriveCash(
  thriveCash: ThriveCashService,
  accountId: number,
  now: Date,
): Promise<AdminMember['thrive_cash']> {
  const [summary, movements] = await Promise.all([
    thriveCash.summary(accountId, now),
    thriveCash.history(accountId),
  ]);
  return {
    available_cents: summary.balanceCents,
    pending_cents: summary.pendingCents,
    ledger: movements.slice(0, RECENT.ledger).map((row) => ({
      id: row.id,
      kind: row.kind,
      label: THRIVE_CASH_MOVEMENT_LABELS[row.kind],
      reason: row.reason,
      amount_cents: row.amount_cents,
      at: iso(row.created_at),
      pending: row.kind === 'earned' && row.available_at === null,
      order_increment_id: row.increment_id,
      note: row.note,
    })),
  };
}

type GiftRow = AdminMember['gift_cards']['bought'][number];

async function readGifts(
  db: Database,
  accountId: number,
): Promise<{ bought: GiftRow[]; redeemed: GiftRow[] }> {
  const gifts = (side: 'bought' | 'redeemed') =>
    queryRows<{
      id: number;
      type: string;
      credit_cents: number;
      price_cents: number;
      status: string;
      code_last_four: string | null;
      other_party: string;
      order_increment_id: string | null;
      at: Stamp;
    }>(
      db,
      sql`SELECT g.id, g.type, g.credit_cents, g.price_cents, g.status, g.code_last_four,
                 ${side === 'bought' ? sql`g.recipient_name || ' <' || g.recipient_email || '>'` : sql`g.sender_name || ' <' || g.sender_email || '>'`} AS other_party,
                 o.increment_id AS order_increment_id,
                 ${side === 'bought' ? sql`g.created_at` : sql`g.redeemed_at`} AS at
            FROM gifts g LEFT JOIN orders o ON o.id = g.order_id
           WHERE ${side === 'bought' ? sql`g.buyer_account_id` : sql`g.redeemed_by`} = ${accountId}::int
           ORDER BY g.id DESC LIMIT ${RECENT.gifts}::int`,
    );
  const [bought, redeemed] = await Promise.all([gifts('bought'), gifts('redeemed')]);
  const wire = (row: Awaited<ReturnType<typeof gifts>>[number]): GiftRow => ({ ...row, at: iso(row.at) });
  return { bought: bought.map(wire), redeemed: redeemed.map(wire) };
}

async function readReviews(db: Database, accountId: number): Promise<AdminMember['reviews']> {
  const rows = await queryRows<Omit<AdminMember['reviews'][number], 'created_at'> & { created_at: Stamp }>(
    db,
    sql`SELECT r.id, r.product_id, p.title AS product_title, r.rating, r.title, r.status, r.created_at
          FROM reviews r JOIN products p ON p.id = r.product_id
         WHERE r.account_id = ${accountId}::int ORDER BY r.id DESC LIMIT ${RECENT.reviews}::int`,
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

async function readAddresses(db: Database, accountId: number): Promise<AdminMember['addresses']> {
  return queryRows<AdminMember['addresses'][number]>(
    db,
    sql`SELECT id, trim(firstname || ' ' || lastname) AS name, street1, street2, city, region_code, postcode,
               telephone, is_default
          FROM addresses WHERE account_id = ${accountId}::int ORDER BY is_default DESC, id`,
  );
}

/**
 * The console's member page: the account, its membership and what staff may do to it, its sign-in lock and live
 * sessions, and the newest of its orders, autoship, Thrive Cash ledger, gift cards, reviews and addresses.
 */
export async function loadAdminMember(
  db: Database,
  thriveCash: ThriveCashService,
  accountId: number,
  now = new Date(),
): Promise<AdminMember> {
  const account = await readAccount(db, accountId, now);
  if (!account) throw new AppError('not_found', memberAdminMessages.noMember);
  const [term, orders, autoship, thrive_cash, gifts, reviews, addresses] = await Promise.all([
    readTerm(db, accountId),
    readOrders(db, accountId),
    readAutoship(db, accountId),
    readThriveCash(thriveCash, accountId, now),
    readGifts(db, accountId),
    readReviews(db, accountId),
    readAddresses(db, accountId),
  ]);
  const lockedUntil = account.locked_until === null ? null : new Date(account.locked_until);
  const locked = isLocked(lockedUntil, now);
  const staffTerm: StaffTerm = term ? { state: term.state, expiresAt: new Date(term.expires_at) } : null;
  const actions = memberActions(account.user_status, staffTerm, now);
  return {
    account: {
      id: account.id,
      email: account.email,
      name: `${account.firstname} ${account.lastname}`.trim(),
      telephone: account.telephone,
      created_at: iso(account.created_at),
      user_status: account.user_status,
      group_id: account.group_id,
      is_employee: account.is_employee,
      card_failed: account.card_failed,
      lapsed: account.user_status === 'canceled',
    },
    membership: membershipOf(term),
    sign_in: {
      locked,
      locked_until: locked && lockedUntil ? lockedUntil.toISOString() : null,
      failed_attempts: account.failed_login_count,
      active_sessions: account.active_sessions,
    },
    can: {
      comp_month: actions.can_comp_month,
      extend_trial: actions.can_extend_trial,
      unlock: locked,
      end_sessions: account.active_sessions > 0,
    },
    orders,
    autoship,
    thrive_cash,
    gift_cards: { balance_cents: account.gift_card_cents, ...gifts },
    reviews,
    addresses,
  };
}
