/**
 * A unique constraint refused the write (PostgreSQL 23505). Drizzle wraps driver errors, so the
 * code may sit on the error or on its cause; node-postgres and PGlite both report it.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
