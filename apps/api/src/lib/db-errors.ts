interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
}

/**
 * The first error in `err`'s chain whose SQLSTATE is one of `codes`, as node-postgres and PGlite
 * report it (Drizzle wraps it in `cause`).
 */
function findSqlState(err: unknown, codes: ReadonlySet<string>): DatabaseErrorFields | undefined {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as DatabaseErrorFields;
    if (typeof code === 'string' && codes.has(code)) return e as DatabaseErrorFields;
  }
  return undefined;
}

const UNIQUE_VIOLATION = new Set(['23505']);

/** PostgreSQL's unique_violation, of `constraint` when named. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const found = findSqlState(err, UNIQUE_VIOLATION);
  if (!found) return false;
  return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
}

/** SQLSTATEs of a transaction PostgreSQL aborted only because another ran at the same time. */
const TRANSIENT_CONFLICTS = new Set(['40P01', '40001']);

/** A deadlock or serialization failure: the transaction did nothing, and running it again may well succeed. */
export const isTransientConflict = (err: unknown): boolean => findSqlState(err, TRANSIENT_CONFLICTS) !== undefined;
