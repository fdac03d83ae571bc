import { recognisedAcrossCopies } from "@/lib/cross-copy-class";

/**
 * What a failed store call throws: a kind and the driver's code, never the query text or its
 * parameters (Drizzle's own errors carry both, and parameters can be emails or patient ids), so
 * logging one leaks nothing.
 */
export type StoreErrorKind = "unavailable" | "unique" | "failed";

const MESSAGES: Record<StoreErrorKind, string> = {
  unavailable: "The console's database is unavailable.",
  unique: "A record with that value already exists.",
  failed: "The console's database refused the request.",
};

export class StoreError extends Error {
  override readonly name = "StoreError";
  constructor(
    readonly kind: StoreErrorKind,
    readonly code: string | undefined,
  ) {
    super(code ? `${MESSAGES[kind]} (${code})` : MESSAGES[kind]);
  }
}
// The store's handle is one per process, shared by every bundle layer, and so are its errors.
recognisedAcrossCopies(StoreError, "StoreError");

// PostgreSQL's SQLSTATE classes 08 (connection), 53 (resources), 57P (shut down or starting)
// and the socket errors of a server that is not there; SQLite's locked or unreadable file.
const UNAVAILABLE = /^(08|53|57P|ECONN|ENOTFOUND|ETIMEDOUT|EPIPE|EAI_|SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL))/;
// Errors from the pg driver itself that come without a code.
const UNAVAILABLE_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i;

/** The driver's error code somewhere on the chain of causes (Drizzle wraps the driver's error). */
function driverCode(error: unknown): { code?: string; text: string } {
  let e = error;
  const text: string[] = [];
  // Wrapping goes a level or two deep; the bound only guards against a cause that loops.
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string") return { code, text: text.join(" ") };
    if (typeof message === "string") text.push(message);
    e = (e as { cause?: unknown }).cause;
  }
  return { text: text.join(" ") };
}

/** Any error from a store call, as a StoreError (one already converted passes through). */
export function toStoreError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const { code, text } = driverCode(error);
  if (code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY") {
    return new StoreError("unique", code);
  }
  if ((code && UNAVAILABLE.test(code)) || UNAVAILABLE_TEXT.test(text)) return new StoreError("unavailable", code);
  return new StoreError("failed", code);
}

/** Whether a failed write hit a unique index; callers never look at driver codes themselves. */
export const isUniqueViolation = (error: unknown): boolean => toStoreError(error).kind === "unique";

export const isStoreUnavailable = (error: unknown): error is StoreError =>
  error instanceof StoreError && error.kind === "unavailable";
