import "server-only";
import { cookies } from "next/headers";
import { decode } from "next-auth/jwt";
import { auth } from "./auth";
import { authSecret } from "./secret";

/** Auth.js's cookie names; each is also the salt its token is encrypted with. */
const COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"];
const REMEMBERED = 1_000;

type Decoded = { sid: string | null; expiresAt: number };
const decoded = new Map<string, Decoded>();
let decodedWith: string | null = null;

/**
 * The server-side session id the request's cookie names, or null. Auth.js's own auth() derives
 * the key, decrypts the cookie and encrypts a refreshed one on every call, a refreshed cookie a
 * server component cannot even set. A token is a sealed value that decrypts to the same content
 * every time, so the answer is remembered per token, within the process, until the token's own
 * expiry: a few hundred bytes per signed-in browser, at most REMEMBERED of them. Whether the
 * session is still good (revoked, idle, disabled) is not remembered: the caller asks the store on
 * every request.
 */
export async function sessionIdOfRequest(): Promise<string | null> {
  const jar = await cookies();
  const name = COOKIE_NAMES.find((n) => jar.get(n)?.value);
  const token = name ? jar.get(name)?.value : undefined;
  // A cookie Auth.js split into chunks (name.0, name.1…): its own reader puts them together.
  if (!name || !token) return jar.getAll().some((c) => c.name.includes("authjs.session-token.")) ? viaAuthJs() : null;
  const secret = authSecret();
  if (decodedWith !== secret) {
    decoded.clear();
    decodedWith = secret;
  }
  const now = Date.now();
  const known = decoded.get(token);
  if (known) return known.expiresAt > now ? known.sid : null;
  let payload: { sid?: unknown; exp?: unknown } | null;
  try {
    payload = await decode<{ sid?: unknown; exp?: unknown }>({ token, secret, salt: name });
  } catch {
    // Tampered, expired or sealed with another secret: signed out, as Auth.js would answer.
    return null;
  }
  if (!payload) return null;
  const sid = typeof payload.sid === "string" ? payload.sid : null;
  const expiresAt = typeof payload.exp === "number" ? payload.exp * 1000 : 0;
  if (decoded.size >= REMEMBERED) decoded.delete(decoded.keys().next().value!);
  decoded.set(token, { sid, expiresAt });
  return expiresAt > now ? sid : null;
}

async function viaAuthJs(): Promise<string | null> {
  const session = await auth();
  return session?.sid ?? null;
}
