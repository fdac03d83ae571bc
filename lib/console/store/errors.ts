/**
 * Whether a failed write hit a unique index. The driver's error may arrive as it is or wrapped by
 * Drizzle (as `cause`), so the whole chain is read; callers never look at driver codes themselves.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === "SQLITE_CONSTRAINT_UNIQUE") return true;
  }
  return false;
}
