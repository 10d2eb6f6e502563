import { PGlite, parse, protocol, type Transaction, types } from '@electric-sql/pglite';
import type { DbOrTx } from './open-database.ts';

/**
 * Named prepared statements on PGlite. PGlite runs one statement at a time and blocks the event loop while it does,
 * so a statement's cost is every waiting request's cost. Its `query` parses, describes and plans the text on every
 * call: for the cart's one-statement read (lines and gift offers as JSON, with their products) that was most of the
 * time (measured: 12–15 ms a call against 3–5 ms for the same statement prepared once). Here a hot statement is
 * parsed and described once per database, then each call only binds and executes it: one trip into PGlite instead of
 * four. Transactions get it too, so the writes that reads queue behind are shorter.
 */

/** A statement prepared on a database: its parameters' types, and its columns (execute alone does not name them). */
type Prepared = { paramTypes: number[]; columns: BackendMessage[] };
type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
/** Per database, its prepared statements by name. */
const preparedOn = new WeakMap<PGlite, Map<string, Prepared>>();

/** As Drizzle reads PGlite's raw answers: dates, times and intervals stay text (the rest of Pantry expects that). */
const asText = (value: string) => value;
const rawParsers = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  // numeric[], timestamp[], timestamptz[], interval[], date[]
  1231: asText,
  1115: asText,
  1185: asText,
  1187: asText,
  1182: asText,
};

function joined(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Parses and describes `text` as statement `name` (once per database). */
async function prepare(client: PGlite, name: string, text: string): Promise<Prepared> {
  let statements = preparedOn.get(client);
  if (!statements) {
    statements = new Map();
    preparedOn.set(client, statements);
  }
  let prepared = statements.get(name);
  if (!prepared) {
    const { serialize } = protocol;
    const { messages } = await client.execProtocol(
      joined(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
    );
    prepared = {
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: messages.filter((m) => m.name === 'rowDescription'),
    };
    statements.set(name, prepared);
  }
  return prepared;
}

/** Binds and executes a prepared statement; answers its rows. The caller holds PGlite's query lock. */
async function execute<T>(
  client: PGlite,
  statement: { name: string; text: string; params: readonly unknown[] },
  syncToFs: boolean,
): Promise<T[]> {
  const { paramTypes, columns } = await prepare(client, statement.name, statement.text);
  const values = statement.params.map((value, i) => {
    if (value == null) return null;
    const serializer = client.serializers[paramTypes[i] ?? 0];
    return serializer ? serializer(value) : String(value);
  });
  const { serialize } = protocol;
  const { messages } = await client.execProtocol(
    joined(serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()),
    { syncToFs },
  );
  const [result] = parse.parseResults([...columns, ...messages], client.parsers, { parsers: rawParsers });
  return (result?.rows ?? []) as T[];
}

/**
 * Runs `text` as the named prepared statement `name` when `db` is PGlite, and answers its rows; answers null on
 * PostgreSQL (the caller runs the query as usual). Outside a transaction the call waits its turn as PGlite's own
 * `query` does: after any open transaction (one writer; a read never runs inside someone else's transaction), and
 * alone. Inside one of our transactions it runs as the transaction's next statement.
 */
export function queryNamedOnPglite<T>(
  db: DbOrTx,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<T[]> | null {
  const handle = (db._.session as unknown as { client?: unknown }).client;
  const statement = { name, text, params };
  if (handle instanceof PGlite) {
    return handle._runExclusiveTransaction(() =>
      handle._runExclusiveQuery(() => execute<T>(handle, statement, true)),
    );
  }
  const owner = typeof handle === 'object' && handle !== null ? transactionsOf.get(handle) : undefined;
  if (!owner) return null;
  if ((handle as Transaction).closed) return Promise.reject(new Error('Transaction is closed'));
  // Written to disk when the transaction ends, as PGlite does for its transactions' statements.
  return owner._runExclusiveQuery(() => execute<T>(owner, statement, false));
}

/** Each open transaction's handle (what PGlite passes a transaction's callback), with its database. */
const transactionsOf = new WeakMap<object, PGlite>();

/**
 * Lets queryNamedOnPglite run inside this database's transactions: PGlite's transaction handle does not name its
 * database, so each handle is remembered as the transaction starts. Called once, when the database is opened.
 */
export function trackPgliteTransactions(client: PGlite): void {
  const begin = client.transaction.bind(client);
  client.transaction = (callback) =>
    begin((tx) => {
      transactionsOf.set(tx, client);
      return callback(tx);
    });
}
