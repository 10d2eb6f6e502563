import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import type { DbOrTx } from './open-database.ts';

/**
 * Named prepared statements on PGlite. PGlite runs one statement at a time and blocks the event loop while it does,
 * so a statement's cost is every waiting request's cost. Its `query` parses, describes and plans the text on every
 * call: for the cart's one-statement read (lines and gift offers as JSON, with their products) that was most of the
 * time (measured: 13–60 ms a call under load against ~6 ms for the same statement prepared once). Here a hot
 * statement is parsed and described once per database, then each call only binds and executes it: one trip into
 * PGlite instead of four.
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

/** The PGlite database under `db` when it is the database itself (not a transaction), else null. */
function pgliteOf(db: DbOrTx): PGlite | null {
  const client = (db._.session as unknown as { client?: unknown }).client;
  return client instanceof PGlite ? client : null;
}

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

/**
 * Runs `text` as the named prepared statement `name` when `db` is a PGlite database outside a transaction, and
 * answers its rows; answers null otherwise (PostgreSQL, or a transaction: the caller runs the query as usual). The
 * call waits its turn like PGlite's own `query`: after any open transaction, and alone.
 */
export function queryNamedOnPglite<T>(
  db: DbOrTx,
  name: string,
  text: string,
  params: readonly unknown[],
): Promise<T[]> | null {
  const client = pgliteOf(db);
  if (!client) return null;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const { paramTypes, columns } = await prepare(client, name, text);
      const values = params.map((value, i) => {
        if (value == null) return null;
        const serializer = client.serializers[paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const { serialize } = protocol;
      const { messages } = await client.execProtocol(
        joined(serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()),
      );
      const [result] = parse.parseResults([...columns, ...messages], client.parsers, { parsers: rawParsers });
      return (result?.rows ?? []) as T[];
    }),
  );
}
