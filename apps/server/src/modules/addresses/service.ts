import { accounts, addresses, and, type DbOrTx, desc, eq, ne, zipCodes } from '@pantry/db';
import {
  accountMessages,
  findRegion,
  formatPhone,
  isUsZip,
  regionByCode,
  regionById,
  STREET_MAX_LENGTH,
  validateAddress,
} from '@pantry/domain';
import { AppError, notFound } from '../../errors.ts';
import type { AddressBody, AddressView, ZipLookup } from './schemas.ts';

/**
 * Saved shipping addresses (account spec §3 Address, §5 rules, §7 calls) and the ZIP lookup. An account with
 * addresses always has exactly one default: the first address becomes it, `is_default` moves it (one transaction,
 * the account row locked so two concurrent saves can't both make a default), deleting it promotes the newest left.
 */

/** A refused address or ZIP: 400 naming the first field, with every field's message. */
export class AddressFieldError extends AppError {
  readonly field: string;
  readonly fields: Record<string, string>;

  constructor(fields: Record<string, string>) {
    const [field, message] = Object.entries(fields)[0] ?? ['request', accountMessages.required];
    super('bad_request', message);
    this.field = field;
    this.fields = fields;
  }
}

const addressNotFound = () => notFound('Address not found.');

type AddressRow = typeof addresses.$inferSelect;
type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'accountId' | 'isDefault' | 'createdAt'>;

/** The fields in the order the form shows them: the first refused one is named. */
const FIELD_ORDER = [
  'firstname',
  'lastname',
  'street1',
  'street2',
  'city',
  'region_code',
  'postcode',
  'telephone',
];

function toView(row: AddressRow): AddressView {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    street1: row.street1,
    street2: row.street2,
    city: row.city,
    postcode: row.postcode,
    region_id: row.regionId,
    region_code: row.regionCode,
    region: regionById(row.regionId)?.name ?? row.regionCode,
    telephone: formatPhone(row.telephone, 'dashes'),
    is_default: row.isDefault,
    default_shipping: row.isDefault,
  };
}

/** region_code, else region_id, else region (text or { value }); each may be a code, an id or a name. */
function regionInput(body: AddressBody): { value: string; field: string } {
  const region = typeof body.region === 'object' ? body.region.value : body.region;
  for (const [field, raw] of [
    ['region_code', body.region_code],
    ['region_id', body.region_id],
    ['region', region],
  ] as const) {
    const value = (raw ?? '').trim();
    if (value !== '') return { value: findRegion(value)?.code ?? value, field };
  }
  return { value: '', field: 'region_code' };
}

function nameInput(value: string | undefined): string {
  return (value ?? '').trim();
}

/**
 * Checks a posted address with the domain rules and answers the row's values, or throws AddressFieldError. Names
 * are not among the spec's required fields: an empty one takes the account's own name.
 */
function checkAddress(body: AddressBody, account: { firstname: string; lastname: string }): AddressValues {
  const region = regionInput(body);
  const check = validateAddress({ ...body, region_code: region.value });
  const errors: Record<string, string> = check.ok ? {} : { ...check.errors };
  const firstname = nameInput(body.firstname) || account.firstname;
  const lastname = nameInput(body.lastname) || account.lastname;
  if ([...firstname].length > STREET_MAX_LENGTH) errors.firstname = accountMessages.tooLong;
  if ([...lastname].length > STREET_MAX_LENGTH) errors.lastname = accountMessages.tooLong;
  if (!check.ok || Object.keys(errors).length > 0) {
    const named: Record<string, string> = {};
    for (const key of FIELD_ORDER) {
      const message = errors[key];
      if (message) named[key === 'region_code' ? region.field : key] = message;
    }
    throw new AddressFieldError(named);
  }
  const { address } = check;
  const regionId = regionByCode(address.region_code)?.id;
  if (regionId === undefined)
    throw new AddressFieldError({ [region.field]: accountMessages.contiguousStatesOnly });
  return {
    firstname,
    lastname,
    street1: address.street1,
    street2: address.street2,
    city: address.city,
    postcode: address.postcode,
    regionId,
    regionCode: address.region_code,
    telephone: address.telephone,
  };
}

/** Locks the account row for the transaction (one address change at a time per account) and reads its name. */
async function lockAccount(tx: DbOrTx, accountId: number) {
  const [account] = await tx
    .select({ firstname: accounts.firstname, lastname: accounts.lastname })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account) throw notFound('Account not found.');
  return account;
}

async function clearDefault(tx: DbOrTx, accountId: number, exceptId?: number): Promise<void> {
  const others = exceptId === undefined ? undefined : ne(addresses.id, exceptId);
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.accountId, accountId), eq(addresses.isDefault, true), others));
}

/** The account's addresses: the default first, then the newest. */
export async function listAddresses(db: DbOrTx, accountId: number): Promise<AddressView[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.accountId, accountId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toView);
}

/** Saves a new address. The first one is the default; `is_default` makes it the default instead of the old one. */
export async function createAddress(db: DbOrTx, accountId: number, body: AddressBody): Promise<AddressView> {
  return db.transaction(async (tx) => {
    const values = checkAddress(body, await lockAccount(tx, accountId));
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.accountId, accountId))
      .limit(1);
    const isDefault = !existing || body.is_default === true;
    if (isDefault) await clearDefault(tx, accountId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, accountId, isDefault })
      .returning();
    return toView(row!);
  });
}

/**
 * Replaces an address (same rules as a new one). `is_default` true makes it the default; false, or leaving it out,
 * keeps things as they are (the only way to stop being the default is for another address to become it).
 */
export async function updateAddress(
  db: DbOrTx,
  accountId: number,
  id: number,
  body: AddressBody,
): Promise<AddressView> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, accountId);
    const [current] = await tx
      .select({ isDefault: addresses.isDefault })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)));
    if (!current) throw addressNotFound();
    const values = checkAddress(body, account);
    const isDefault = current.isDefault || body.is_default === true;
    if (isDefault && !current.isDefault) await clearDefault(tx, accountId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...values, isDefault })
      .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
      .returning();
    return toView(row!);
  });
}

/** Deletes an address; when it was the default, the newest remaining address becomes the default. */
export async function deleteAddress(db: DbOrTx, accountId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.accountId, accountId)))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw addressNotFound();
    if (!deleted.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.accountId, accountId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  });
}

/**
 * The account's default shipping address as the account call carries it (spec §3 Account.default_shipping_address):
 * the telephone in storage form ('+1' and ten digits, like the account's own telephone) and the postcode.
 */
export async function defaultShippingAddress(
  db: DbOrTx,
  accountId: number,
): Promise<{ telephone: string; postcode: string } | null> {
  const [row] = await db
    .select({ telephone: addresses.telephone, postcode: addresses.postcode })
    .from(addresses)
    .where(and(eq(addresses.accountId, accountId), eq(addresses.isDefault, true)))
    .limit(1);
  return row ?? null;
}

/**
 * POST /search/address: the city and state of a ZIP, found by its first 5 digits. A ZIP that is not 5 digits
 * (optionally -4 more) is a 400 naming `zip`; a well-formed ZIP not in the table answers `address: {}` with the
 * ZIP message (200: the client reads an empty address as "not found"). The postcode comes back as typed.
 */
export async function lookUpZip(db: DbOrTx, zip: string | undefined): Promise<ZipLookup> {
  const postcode = (zip ?? '').trim();
  if (!isUsZip(postcode)) throw new AddressFieldError({ zip: accountMessages.invalidZip });
  const [row] = await db
    .select()
    .from(zipCodes)
    .where(eq(zipCodes.zip, postcode.slice(0, 5)));
  const region = row ? regionByCode(row.regionCode) : undefined;
  if (!row || !region) return { success: false, address: {}, errors: accountMessages.invalidZip };
  return {
    success: true,
    address: {
      city: row.city,
      region_code: region.code,
      region_id: region.id,
      region: region.name,
      postcode,
    },
  };
}
