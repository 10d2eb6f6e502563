import { type accounts, type DbOrTx, type OrderAddress, type SqlRow, sql } from '@pantry/db';
import type { PaymentMethodKind, UserStatus } from '@pantry/domain';
import { preparedStatement, queryPrepared } from '../../lib/sql.ts';

/**
 * What checkout reads about the shopper before any money moves, in one statement: whether this idempotency key
 * already placed an order, the account's status and age check, the chosen (or default) shipping address and the
 * saved payment methods. The cart is read beside it (loadCartState).
 */

/** A saved payment method as checkout needs it. */
export type CheckoutMethod = {
  kind: PaymentMethodKind;
  token: string;
  /** visa, mastercard, american express, discover, ebt; the wallet's name for wallets. */
  ccType: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  isDefault: boolean;
};

export type CheckoutContext = {
  /** The order an earlier request with this idempotency key placed. */
  replayOrderId: number | null;
  /** `dateOfBirth`: the confirmed date of birth (YYYY-MM-DD) or null; the age rule reads it on the day. */
  account: { userStatus: UserStatus; dateOfBirth: string | null } | null;
  address: (OrderAddress & { id: number }) | null;
  methods: CheckoutMethod[];
};

type ContextRow = SqlRow<typeof accounts, 'userStatus' | 'dateOfBirth'> & {
  replay: number | null;
  address: (OrderAddress & { id: number }) | null;
  methods: CheckoutMethod[];
};

const contextRead = preparedStatement<
  ContextRow,
  { accountId: number; idempotencyKey: string; addressId: number | null }
>(
  () => sql`SELECT a.user_status, a.date_of_birth::text AS date_of_birth,
          (SELECT o.id FROM orders o WHERE o.account_id = a.id AND o.idempotency_key = ${sql.placeholder('idempotencyKey')}::text)
            AS replay,
          (SELECT json_build_object('id', ad.id, 'firstname', ad.firstname, 'lastname', ad.lastname,
                    'street1', ad.street1, 'street2', ad.street2, 'city', ad.city, 'postcode', ad.postcode,
                    'region_code', ad.region_code, 'telephone', ad.telephone)
             FROM addresses ad
            WHERE ad.account_id = a.id
              AND (CASE WHEN ${sql.placeholder('addressId')}::int IS NULL THEN ad.is_default
                        ELSE ad.id = ${sql.placeholder('addressId')}::int END)
            ORDER BY ad.is_default DESC LIMIT 1) AS address,
          (SELECT coalesce(json_agg(json_build_object('kind', pm.kind, 'token', pm.token, 'ccType', pm.cc_type,
                    'last4', pm.last4, 'expMonth', pm.exp_month, 'expYear', pm.exp_year,
                    'isDefault', pm.is_default) ORDER BY pm.id), '[]')
             FROM payment_methods pm WHERE pm.account_id = a.id AND pm.removed_at IS NULL) AS methods
        FROM accounts a WHERE a.id = ${sql.placeholder('accountId')}::int`,
);

/** `addressId` absent: the default address. Answers account null for an account that is gone. */
export async function loadCheckoutContext(
  db: DbOrTx,
  input: { accountId: number; idempotencyKey: string; addressId?: number },
): Promise<CheckoutContext> {
  const [row] = await contextRead(db, {
    accountId: input.accountId,
    idempotencyKey: input.idempotencyKey,
    addressId: input.addressId ?? null,
  });
  if (!row) return { replayOrderId: null, account: null, address: null, methods: [] };
  return {
    replayOrderId: row.replay,
    account: { userStatus: row.user_status, dateOfBirth: row.date_of_birth },
    address: row.address,
    methods: row.methods,
  };
}

/** The order this idempotency key placed, if any: read again when checkout is refused or its cart changed. */
export async function placedOrderId(
  db: DbOrTx,
  input: { accountId: number; idempotencyKey: string },
): Promise<number | null> {
  const [row] = await queryPrepared<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE account_id = ${input.accountId}::int AND idempotency_key = ${input.idempotencyKey}::text`,
  );
  return row?.id ?? null;
}
