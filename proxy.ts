import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/lib/env";
import { apiReferencePolicy, contentSecurityPolicy, plausibleRequestId } from "@/lib/security/csp";

/**
 * Cheap work only, since it runs before every request: a request id, security headers with a CSP
 * nonce, and a redirect to sign-in when there is no session cookie at all. Authorization happens in the guard, never here.
 */
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];
// /api/session answers 401 itself: a keep-alive fetch redirected to the sign-in page would read
// as success to the idle timer. /connected is where a connection link leaves the person it was
// sent to, who has no staff account: it shows only what the link reported.
const PUBLIC_PATHS = ["/sign-in", "/docs/api", "/api/session", "/connected"];

export function proxy(request: NextRequest) {
  const requestId = plausibleRequestId(request.headers.get("x-request-id"))
    ? request.headers.get("x-request-id")!
    : crypto.randomUUID();
  const { pathname, search } = request.nextUrl;
  const signedIn = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!signedIn && !PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
    const url = new URL("/sign-in", request.url);
    if (pathname !== "/") url.searchParams.set("next", pathname + search);
    return NextResponse.redirect(url);
  }

  const nonce = btoa(crypto.randomUUID());
  const { NEXT_PUBLIC_MAP_TILE_URL: tileUrl, NODE_ENV } = env();
  // The API reference is Scalar's own application, not a React page: it gets a policy of its own.
  const csp =
    pathname === "/docs/api"
      ? apiReferencePolicy()
      : contentSecurityPolicy(nonce, {
          dev: NODE_ENV === "development",
          tileOrigin: tileUrl ? new URL(tileUrl.replace(/\{[a-z]\}/g, "a")).origin : null,
        });
  const headers = new Headers(request.headers);
  headers.set("x-request-id", requestId);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);

  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  response.headers.set("x-request-id", requestId);
  // The map's basemap (public Census outlines) sets its own caching so it downloads once.
  if (!pathname.startsWith("/basemap/")) response.headers.set("cache-control", "no-store");
  response.headers.set("x-frame-options", "DENY");
  // Behind TLS (directly or at a proxy that says so) browsers must keep to HTTPS; over plain HTTP
  // (localhost, tests) the header would be ignored anyway and only confuse.
  if (isHttps(request)) response.headers.set("strict-transport-security", "max-age=63072000; includeSubDomains");
  return response;
}

function isHttps(request: NextRequest) {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return forwarded ? forwarded === "https" : request.nextUrl.protocol === "https:";
}

export const config = {
  // Console pages only: the embedded service (/v2, /v3, /link), auth endpoints, the health checks,
  // the OpenAPI document, the API reference's renderer script and static assets answer for themselves.
  // So do the service's event deliveries (/webhooks): they never carry a session, and their
  // signature, checked by the route itself, is their guard.
  matcher: [
    "/((?!v2|v3|link|api/auth|healthz|readyz|webhooks|openapi\\.json|docs/api/scalar\\.js|_next/static|_next/image|favicon\\.ico|icon\\.svg).*)",
  ],
};
