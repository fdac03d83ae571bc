import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { digestOfRequest } from "./request-digest";

/**
 * The request id and client address, for audit records and errors. The server (lib/cli/serve.ts)
 * replaces X-Forwarded-For with the one address it believes (the socket's peer, or what
 * TRUSTED_PROXIES vouches for) before Next.js sees the request, so its first entry is that.
 */
export async function requestContext() {
  const h = await headers();
  return {
    requestId: h.get("x-request-id") ?? randomUUID(),
    clientIp: h.get("x-forwarded-for")?.split(",")[0]?.trim() || null,
  };
}

/**
 * Is this the router fetching a page ahead of a click (a link came into view or was hovered)?
 * Nobody has asked to see that page yet, so it should read no PHI: a board of 50 rows would
 * otherwise look up, and audit, 50 names nobody opened, because Next.js runs a layout's
 * generateMetadata for every prefetched link. The router then keeps the prefetched title for the
 * click, so links to pages titled by a name are not prefetched at all (prefetch={false}). Next.js hides its prefetch headers from headers(),
 * so this reads the flag from its own request store; should a later version drop it, the answer
 * is "no" and names are looked up (and audited) as for any view, never skipped silently.
 */
export function isRouterPrefetch(): boolean {
  return workAsyncStorage.getStore()?.isPrefetchRequest === true;
}

/**
 * Gives an error on its way to an error page the request id as its digest. Next.js keeps a digest
 * an error already has instead of hashing one, and the digest is all of a server error the
 * browser receives, so the page can quote the id the server log carries.
 */
export async function withRequestDigest<E>(error: E): Promise<E> {
  if (error instanceof Error && !("digest" in error)) {
    Object.assign(error, { digest: digestOfRequest((await requestContext()).requestId) });
  }
  return error;
}
