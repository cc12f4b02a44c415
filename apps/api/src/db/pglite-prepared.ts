import {
  type parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** Statements kept prepared at once; the least recently used one is closed beyond that. */
const MAX_STATEMENTS = 300;

interface Statement {
  name: string;
  /** Parameter types, which pick each value's serialiser. */
  types: number[];
  /** The statement's row description (absent when it returns no rows), put before each run's rows. */
  fields: BackendMessage | undefined;
}

/**
 * Bind (text values, text results), Execute and Sync of a prepared statement as one buffer: the
 * protocol library's general writer costs more than the database's run of a small statement.
 */
function runMessage(statement: string, values: (string | null)[]): Uint8Array {
  const encoded = values.map((v) => (v === null ? null : Buffer.from(v, 'utf8')));
  const bindLength =
    4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + encoded.reduce((n, v) => n + 4 + (v?.length ?? 0), 0) + 2;
  const out = Buffer.allocUnsafe(1 + bindLength + EXECUTE_SYNC.length);
  let at = out.writeUInt8(0x42, 0); // 'B'
  at = out.writeInt32BE(bindLength, at);
  at = out.writeUInt8(0, at); // unnamed portal
  at += out.write(statement, at, 'utf8');
  at = out.writeUInt8(0, at);
  at = out.writeInt16BE(0, at); // every parameter as text
  at = out.writeInt16BE(encoded.length, at);
  for (const v of encoded) {
    at = out.writeInt32BE(v === null ? -1 : v.length, at);
    if (v) at += v.copy(out, at);
  }
  at = out.writeInt16BE(0, at); // every column as text
  out.set(EXECUTE_SYNC, at);
  return out;
}

/** Execute (unnamed portal, all rows) then Sync. */
const EXECUTE_SYNC = Uint8Array.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/** Several protocol messages sent to the database in one call. */
function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Keeps PGlite's parameterised statements prepared, by their text, on its one connection. PGlite's
 * own `query` parses and plans every statement anew and talks to the database six times for it;
 * planning a booking's statements costs more than running them, and the CPU of the one thread is
 * what bounds bookings a second. Here a statement is parsed once (named), and each run is one call:
 * bind, execute, sync. Drizzle sends the same text for the same query shape, so the hot statements
 * stay prepared; PostgreSQL replans them by itself when a table they read changes. Statements
 * without parameters (BEGIN, DDL, migrations) and blob queries go PGlite's own way.
 */
export function keepStatementsPrepared(client: PGlite): void {
  const statements = new Map<string, Statement>();
  /** Statements evicted from the cache, closed with the next parse. */
  let closing: Uint8Array[] = [];
  let counter = 0;
  let inTransaction = false;

  const prepare = async (text: string, options: QueryOptions | undefined): Promise<Statement> => {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so eviction takes the oldest.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `k${(counter += 1)}`;
    const messages = await client.execProtocolStream(
      joined([
        ...closing,
        protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    closing = [];
    const described = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement = {
      name,
      types: described?.dataTypeIDs ?? [],
      fields: messages.find((m) => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest] = statements;
      if (oldest) {
        statements.delete(oldest[0]);
        closing.push(protocol.serialize.close({ type: 'S', name: oldest[1].name }));
      }
    }
    return statement;
  };

  /**
   * The run's rows, parsed as PGlite parses them; a parser of `options` wins over PGlite's own, looked
   * up per column rather than by merging the two tables (some 350 entries) on every statement.
   */
  const results = <T>(statement: Statement, messages: BackendMessage[], options: QueryOptions | undefined) => {
    const fields = (statement.fields as { fields?: { name: string; dataTypeID: number }[] } | undefined)?.fields ?? [];
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID] ?? ((v: string) => v),
    );
    const rows: unknown[] = [];
    let affectedRows = 0;
    let command = '';
    let rowCount: number | undefined;
    for (const m of messages) {
      if (m.name === 'dataRow') {
        const values = (m as unknown as { fields: (string | null)[] }).fields.map((v, i) =>
          v === null ? null : parsers[i]!(v, fields[i]!.dataTypeID),
        );
        rows.push(
          options?.rowMode === 'array' ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])),
        );
      } else if (m.name === 'commandComplete') {
        const words = (m as unknown as { text: string }).text.split(' ');
        command = words[0] ?? '';
        const n = Number.parseInt(words[words.length - 1] ?? '', 10);
        if (!Number.isNaN(n)) rowCount = n;
        if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += n;
      }
    }
    const fieldsOut = fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    return {
      rows,
      fields: fieldsOut,
      command,
      affectedRows,
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>;
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    const statement = await prepare(text, options);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.types[i] ?? 0;
      const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
      return serialize ? (serialize(param) as string) : String(param);
    });
    let messages: BackendMessage[];
    try {
      messages = await client.execProtocolStream(runMessage(statement.name, values), { syncToFs: false });
    } catch (err) {
      // "cached plan must not change result type": a table's columns changed under the statement.
      if ((err as { code?: string }).code === '0A000') statements.delete(text);
      // Like PGlite's own errors, the failing statement travels with the error for the log.
      throw Object.assign(err as object, { query: text, params });
    }
    if (!inTransaction) await client.syncToFs();
    return results<T>(statement, messages, options);
  };

  /** The prepared way for statements with parameters, PGlite's own (`fallback`) for the rest. */
  const either =
    (fallback: Query, exclusive: <R>(fn: () => Promise<R>) => Promise<R>): Query =>
    (text, params, options) =>
      !params?.length || options?.blob
        ? fallback(text, params, options)
        : exclusive(() => run(text, params ?? [], options));

  // Outside a transaction a statement waits for the transaction in progress, as PGlite's query does.
  client.query = either(client.query.bind(client) as Query, (fn) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(fn)),
  );

  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction(async (tx) => {
      inTransaction = true;
      try {
        const query = either(tx.query.bind(tx) as Query, (fn) => client._runExclusiveQuery(fn));
        return await callback({
          ...tx,
          query,
          get closed() {
            return tx.closed;
          },
        });
      } finally {
        inTransaction = false;
      }
    });
}
