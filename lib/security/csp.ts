/**
 * The console's Content Security Policy. Scripts run only with this request's nonce (Next.js adds
 * it to its own scripts); styles allow inline attributes, which React and Radix set; nothing may
 * frame the console.
 */
export function contentSecurityPolicy(nonce: string, opts: { dev: boolean; tileOrigin?: string | null }) {
  const img = ["'self'", "data:", "blob:", opts.tileOrigin].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The API reference's own policy (/docs/api): Scalar's renderer is one script from this origin
 * and no inline script, so no nonce is needed; it injects its styles inline, shows data: images,
 * and calls only this origin ("try it" goes through the console's proxy). Nothing from elsewhere:
 * no fonts, no telemetry, no CDN, and it still cannot be framed.
 */
export function apiReferencePolicy() {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** An incoming request id is kept only when it is a plain token (no header injection). */
export const plausibleRequestId = (value: string | null): value is string =>
  !!value && /^[A-Za-z0-9._:-]{8,128}$/.test(value);
