/**
 * Whether a failed write hit a unique index. The driver's error may arrive as it is or wrapped by
 * Drizzle (as `cause`), so the chain is read; callers never look at driver codes themselves.
 */
export function isUniqueViolation(error: unknown): boolean {
  let e = error;
  // Wrapping goes a level or two deep; the bound only guards against a cause that loops.
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    if ((e as { code?: unknown }).code === "SQLITE_CONSTRAINT_UNIQUE") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
