/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
