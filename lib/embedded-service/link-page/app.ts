import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ServiceDeps } from "../context";
import { sha256 } from "../crypto";
import { connectProvider } from "../store/connections";
import {
  allowedProviders,
  claimLinkToken,
  findLinkToken,
  findProvider,
  isWebLinkable,
  type LinkTokenRow,
  type ProviderRow,
  teamName,
} from "../store/link";
import { providerList } from "./provider-list";
import * as view from "./views";

/** What the pages need of a link (token, single provider, the asking team's name), plus its row. */
type Session = view.LinkSession & { row: LinkTokenRow; userId: string };

const SECURITY_HEADERS: Record<string, string> = {
  // The URL carries the link token: never cache the page nor leak the URL to another site.
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  // The consent screen must not be framed by a third party (clickjacking).
  "X-Frame-Options": "DENY",
  // No form-action: Chrome applies it to the redirect after a POST, and redirect_url may be any origin.
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  "X-Content-Type-Options": "nosniff",
};

/** Adds link-result parameters to redirect_url, keeping its own query. */
function withParams(url: string, params: Record<string, string>) {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

const MAX_FORM_BYTES = 16 * 1024;

const alreadyUsed = (c: Context) =>
  c.html(
    view.message(
      "Link already used",
      "This link has already connected a provider. Ask for a new link to connect another.",
    ),
    410,
  );

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The hosted link page that link_web_url opens (mounted at /link). Works without JavaScript. */
export function createLinkPage(deps: ServiceDeps) {
  const page = new Hono();
  page.use("*", async (c, next) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.header(k, v);
    await next();
  });
  // Anyone holding a link may post here; a connect form carries a token and two short fields.
  page.use(
    "*",
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) =>
        c.html(view.message("Request too large", "That form was too large to accept. Go back and try again."), 413),
    }),
  );

  /** A session for a presented token, or the error page to answer with. */
  function resolve(c: Context, token: string): Session | Response {
    if (!token)
      return c.html(view.message("Link incomplete", "This link is missing its token. Ask for a new link."), 400);
    const found = findLinkToken(deps.db, token, deps.now());
    if (!found.ok && found.reason === "used") return alreadyUsed(c);
    if (!found.ok && found.reason === "expired") {
      return c.html(view.message("Link expired", "This link has expired. Ask for a new link."), 410);
    }
    if (!found.ok) return c.html(view.message("Link not valid", "This link is not valid. Ask for a new link."), 401);
    const team = teamName(deps.db, found.row.teamId);
    return { row: found.row, userId: found.userId, token, single: Boolean(found.row.provider), team };
  }

  function provider(c: Context, s: Session, slug: string): ProviderRow | Response {
    const p = allowedProviders(deps.db, s.row).find((row) => row.slug === slug);
    if (!p) return c.html(view.message("Provider not available", "This link does not offer that provider.", s), 404);
    if (!isWebLinkable(p))
      return c.html(view.message(p.name, `${p.name} is connected from the mobile app, not from this page.`, s));
    return p;
  }

  const isCredentials = (p: ProviderRow) => p.authType === "password" || p.authType === "email";

  function connectPage(c: Context, s: Session, slug: string) {
    const p = provider(c, s, slug);
    if (p instanceof Response) return p;
    return c.html(isCredentials(p) ? view.credentialsForm(p, s) : view.consent(p, s));
  }

  function succeed(c: Context, s: Session, p: ProviderRow) {
    // A stable, non-identifying id at the provider: the same user linking again gets the same one.
    const providerUserId = sha256(`${p.slug}:${s.userId}`).slice(0, 16);
    if (!claimLinkToken(deps.db, s.row.tokenHash, deps.now())) return alreadyUsed(c);
    connectProvider(deps.db, { userSeq: s.row.userSeq, provider: p.slug, origin: "link", providerUserId }, deps.now());
    if (s.row.redirectUrl)
      return c.redirect(withParams(s.row.redirectUrl, { state: "success", provider: p.slug }), 302);
    return c.html(view.message(`${p.name} connected`, "Your data will appear shortly. You can close this window."));
  }

  function fail(c: Context, s: Session, p: ProviderRow, errorType: string, error: string) {
    if (s.row.redirectUrl) {
      return c.redirect(
        withParams(s.row.redirectUrl, { state: "error", provider: p.slug, error_type: errorType, error }),
        302,
      );
    }
    return c.html(view.message(`${p.name} not connected`, error, s));
  }

  page.get("/", (c) => {
    const s = resolve(c, str(c.req.query("token")));
    if (s instanceof Response) return s;
    if (s.row.provider) return connectPage(c, s, s.row.provider);
    const query = str(c.req.query("q"));
    return c.html(providerList(allowedProviders(deps.db, s.row), s.token, { team: s.team, query }));
  });

  page.get("/connect/:slug", (c) => {
    const s = resolve(c, str(c.req.query("token")));
    return s instanceof Response ? s : connectPage(c, s, c.req.param("slug"));
  });

  // State changes are POST only, and the token travels in the form body: a cross-site form cannot know it.
  page.post("/connect/:slug", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const s = resolve(c, str(form.token));
    if (s instanceof Response) return s;
    const p = provider(c, s, c.req.param("slug"));
    if (p instanceof Response) return p;
    if (!isCredentials(p)) {
      // OAuth providers always redirect, whatever on_error says.
      if (form.decision === "allow") return succeed(c, s, p);
      if (form.decision === "deny") return fail(c, s, p, "access_denied", "The user denied access");
      return c.html(view.consent(p, s), 400);
    }
    const login = str(form[p.authType === "email" ? "email" : "username"]).trim();
    const password = str(form.password);
    if (!login || !password) {
      return c.html(view.credentialsForm(p, s, { error: "Enter your sign-in details and password.", login }), 400);
    }
    if (password === "wrong") {
      if (s.row.onError === "redirect" && s.row.redirectUrl) {
        return fail(c, s, p, "provider_credential_error", "Invalid credentials");
      }
      const error = `${p.name} did not accept these details. Check them and try again.`;
      return c.html(view.credentialsForm(p, s, { error, login }), 401);
    }
    return succeed(c, s, p);
  });

  page.get("/close", (c) => {
    const s = resolve(c, str(c.req.query("token")));
    if (s instanceof Response) return s;
    if (s.row.onClose === "redirect" && s.row.redirectUrl) {
      return c.redirect(
        withParams(s.row.redirectUrl, { state: "error", error_type: "user_cancelled", error: "user_cancelled" }),
        302,
      );
    }
    return c.html(
      view.message("Closed", "You closed the link without connecting anything. You can close this window."),
    );
  });

  page.get("/logos/:file", (c) => {
    const slug = /^([a-z0-9_]{1,64})\.svg$/.exec(c.req.param("file"))?.[1];
    const p = slug ? findProvider(deps.db, slug) : undefined;
    if (!p) return c.text("Not found", 404);
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(view.monogramSvg(p.slug, p.name), 200, { "Content-Type": "image/svg+xml; charset=utf-8" });
  });

  return page;
}
