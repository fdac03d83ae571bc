import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";

/** The request id (set by proxy.ts on every request) and client address, for audit records and errors. */
export async function requestContext() {
  const h = await headers();
  return {
    requestId: h.get("x-request-id") ?? randomUUID(),
    clientIp: h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || null,
  };
}
