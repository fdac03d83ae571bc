import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyaddr from "proxy-addr";
import type { TrustedProxies } from "./trusted-proxies";
import { firstParam } from "@/lib/url-state/first-param";

const NOBODY: TrustedProxies = { description: "none", trust: () => false };

// A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d; the audit log and the throttle
// should see one spelling per address.
const plainIpv4 = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

const firstEntry = (value: string | string[] | undefined) => firstParam(value)?.split(",")[0]?.trim() || undefined;

/**
 * Replaces whatever the sender put in X-Forwarded-For/-Host/-Proto with what this hop decides, so
 * everything after it (Next.js, which only fills these in when absent; Auth.js's trustHost; the
 * audit log and the sign-in throttle, which read the first X-Forwarded-For entry) sees one client
 * address it can believe. Without trusted proxies the client is the socket's peer and the host and
 * scheme are this connection's own; with them, proxy-addr walks the forwarded chain back through
 * trusted hops only, and the host and scheme a trusted peer forwarded are kept.
 */
export function rewriteForwardedHeaders(req: IncomingMessage, trusted: TrustedProxies = NOBODY): string {
  const peer = req.socket.remoteAddress ?? "";
  const client = plainIpv4(trusted === NOBODY ? peer : proxyaddr(req, trusted.trust));
  const peerTrusted = peerIsTrustedProxy(req, trusted);
  const ownScheme = (req.socket as TLSSocket).encrypted ? "https" : "http";
  const host = peerTrusted ? firstEntry(req.headers["x-forwarded-host"]) : undefined;
  const proto = (peerTrusted && firstEntry(req.headers["x-forwarded-proto"])) || ownScheme;

  const h = req.headers;
  delete h["x-real-ip"];
  delete h["x-forwarded-port"];
  delete h["forwarded"];
  h["x-forwarded-for"] = client;
  h["x-forwarded-proto"] = proto === "https" ? "https" : "http";
  if (host) h["x-forwarded-host"] = host;
  else delete h["x-forwarded-host"];
  return client;
}

/** Whether the hop this request came from directly is a proxy TRUSTED_PROXIES vouches for. */
export function peerIsTrustedProxy(req: IncomingMessage, trusted: TrustedProxies = NOBODY): boolean {
  return trusted !== NOBODY && trusted.trust(req.socket.remoteAddress ?? "", 0);
}
