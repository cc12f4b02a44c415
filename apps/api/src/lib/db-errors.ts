/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/** SQLSTATEs of a transaction PostgreSQL aborted only because another ran at the same time. */
const TRANSIENT_CONFLICTS = new Set(['40P01', '40001']);

/** A deadlock or serialization failure: the transaction did nothing, and running it again may well succeed. */
export function isTransientConflict(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && TRANSIENT_CONFLICTS.has(code)) return true;
  }
  return false;
}
