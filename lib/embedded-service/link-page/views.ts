import { createHash } from "node:crypto";
import { html, raw } from "hono/html";
import type { ProviderRow } from "../store/link";
import { LINK_PAGE_STYLE } from "./style";

/** Everything is rendered on the server and works without JavaScript: links, forms and redirects. */
type Fragment = ReturnType<typeof html>;

const BASE = "/link";
const q = (token: string) => `?token=${encodeURIComponent(token)}`;
export const connectPath = (slug: string, token: string) => `${BASE}/connect/${encodeURIComponent(slug)}${q(token)}`;
export const closePath = (token: string) => `${BASE}/close${q(token)}`;
export const listPath = (token: string) => `${BASE}${q(token)}`;

/**
 * A page inside a live link gets a footer naming the team that asks (the same name as the page's
 * own line on who is asking) and a way to close the link; pages without a link get neither.
 */
type Footer = Pick<LinkSession, "token" | "team">;

/** Pages hold no async parts, so a fragment is always a ready string; a string keeps c.html synchronous. */
export function layout(title: string, body: Fragment, footer?: Footer): string {
  return String(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width,initial-scale=1" />
          <title>${title} · Labdesk link</title>
          <style>
            ${raw(LINK_PAGE_STYLE)}
          </style>
        </head>
        <body>
          <main>
            <div class="brand"><b aria-hidden="true">L</b>Labdesk link</div>
            ${body}${
              footer
                ? html`<footer>
                    <span>${askingTeam(footer.team)}</span><a href="${closePath(footer.token)}">Close</a>
                  </footer>`
                : ""
            }
          </main>
        </body>
      </html>`,
  );
}

const logo = (p: ProviderRow) => html`<img src="${BASE}/logos/${p.slug}.svg" alt="" />`;

const back = (token: string, single: boolean) =>
  single ? "" : html`<p><a href="${listPath(token)}">← All providers</a></p>`;

/**
 * Who a link is for: the team named in the service's team record. A link made for one provider
 * opens straight on its consent or sign-in screen, so those say who is asking too, not only the list.
 */
export type LinkSession = { token: string; single: boolean; team: string | null };
export const askingTeam = (team: string | null) => team ?? "Your care team";

const shared = (p: ProviderRow) => p.supportedResources.slice(0, 6).join(", ");

export function consent(p: ProviderRow, s: LinkSession) {
  const { token, single } = s;
  const team = askingTeam(s.team);
  return layout(
    p.name,
    html`${back(token, single)}
      <h1>${logo(p)} ${p.name}</h1>
      <p class="ask">
        <strong>${team}</strong> asks to read what ${p.name} records (${shared(p)}) so they can follow your health with
        you. You can disconnect it at any time.
      </p>
      <p>Allow ${team} to read your data?</p>
      <form method="post" action="${BASE}/connect/${p.slug}">
        <input type="hidden" name="token" value="${token}" /> <button name="decision" value="allow">Allow</button
        ><button class="secondary" name="decision" value="deny">Deny</button>
      </form>`,
    s,
  );
}

/** Password and email providers sign in with a form; `wrong` as the password simulates a rejection. */
export function credentialsForm(p: ProviderRow, s: LinkSession, opts: { error?: string; login?: string } = {}) {
  const { token, single } = s;
  const field =
    p.authType === "email"
      ? { name: "email", label: "Email", type: "email" }
      : { name: "username", label: "Username", type: "text" };
  return layout(
    p.name,
    html`${back(token, single)}
      <h1>${logo(p)} Sign in to ${p.name}</h1>
      <p class="ask">
        <strong>${askingTeam(s.team)}</strong> asks you to connect ${p.name} so they can see the health data it records
        (${shared(p)}).
      </p>
      ${opts.error ? html`<p class="error" role="alert">${opts.error}</p>` : ""}
      <form method="post" action="${BASE}/connect/${p.slug}">
        <input type="hidden" name="token" value="${token}" /> <label for="login">${field.label}</label
        ><input
          id="login"
          name="${field.name}"
          type="${field.type}"
          value="${opts.login ?? ""}"
          required
          autocomplete="username"
        />
        <label for="password">Password</label
        ><input id="password" name="password" type="password" required autocomplete="current-password" />
        <button type="submit">Connect</button>
      </form>`,
    s,
  );
}

export function message(title: string, text: string, footer?: Footer) {
  return layout(
    title,
    html`<h1>${title}</h1>
      <p>${text}</p>`,
    footer,
  );
}

/**
 * Provider logos are generated monograms, so the catalogue renders offline and ships no third-party
 * artwork. The colour is derived from the slug: the same provider always looks the same.
 */
const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch]!);

export function initials(name: string) {
  const words = name
    .replace(/\(.*?\)/g, " ")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

export function monogramSvg(slug: string, name: string) {
  const hash = createHash("sha256").update(slug).digest();
  const hue = hash.readUInt16LE(0) % 360;
  const text = escapeXml(initials(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">
<rect width="64" height="64" rx="14" fill="hsl(${hue},55%,42%)"/>
<text x="32" y="33" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${text.length > 1 ? 24 : 30}" font-weight="700" fill="#fff">${text}</text>
</svg>`;
}
