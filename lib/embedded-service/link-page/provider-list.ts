import { html } from "hono/html";
import type { ProviderRow } from "../store/link";
import { isWebLinkable } from "../store/link";
import { askingTeam, connectPath, layout, listPath } from "./views";

/**
 * The hosted page's provider list: who is asking and why, a search that is a plain GET form (it
 * works without JavaScript, and the page runs none), and the providers in groups a person
 * recognises rather than one long alphabetical list.
 */

export const PROVIDER_GROUPS = ["Wearables", "Apps", "Devices", "Lab sources"] as const;
export type ProviderGroup = (typeof PROVIDER_GROUPS)[number];

const WEARABLE_DEVICES = new Set(["watch", "ring", "band"]);

/** Lab and clinical platforms first (their data comes from a lab or a clinic), then by what the person holds. */
export function providerGroup(p: Pick<ProviderRow, "sourceType" | "deviceType">): ProviderGroup {
  if (p.sourceType === "lab" || p.sourceType === "provider") return "Lab sources";
  if (p.sourceType === "app") return "Apps";
  if (p.deviceType && WEARABLE_DEVICES.has(p.deviceType)) return "Wearables";
  return "Devices";
}

/** Every word must appear in the name, slug or description, in any case. */
export function matchesSearch(p: Pick<ProviderRow, "name" | "slug" | "description">, query: string): boolean {
  const text = `${p.name} ${p.slug} ${p.description}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

const logo = (p: ProviderRow) => html`<img src="/link/logos/${p.slug}.svg" alt="" />`;

function item(p: ProviderRow, token: string) {
  const text = html`<span>${p.name}<small>${p.description}</small></span>`;
  return isWebLinkable(p)
    ? html`<li><a href="${connectPath(p.slug, token)}">${logo(p)}${text}</a></li>`
    : html`<li>
        <span class="off"
          >${logo(p)}<span>${p.name}<small>Connect it from the mobile app with a link code</small></span></span
        >
      </li>`;
}

export function providerList(all: ProviderRow[], token: string, opts: { team: string | null; query: string }) {
  const query = opts.query.trim().slice(0, 100);
  const shown = query ? all.filter((p) => matchesSearch(p, query)) : all;
  const sections = PROVIDER_GROUPS.map((group, i) => {
    const members = shown.filter((p) => providerGroup(p) === group);
    if (members.length === 0) return "";
    return html`<section aria-labelledby="group-${i}">
      <h2 id="group-${i}">${group}</h2>
      <ul>
        ${members.map((p) => item(p, token))}
      </ul>
    </section>`;
  });
  const who = askingTeam(opts.team);
  const search =
    all.length > 1
      ? html`<form class="search" method="get" action="/link" role="search">
          <input type="hidden" name="token" value="${token}" /> <label class="sr-only" for="q">Search providers</label
          ><input id="q" type="search" name="q" value="${query}" placeholder="Search providers" autocomplete="off" />
          <button type="submit">Search</button>
        </form>`
      : "";
  const empty =
    all.length === 0
      ? html`<p>No providers are available for this link.</p>`
      : html`<p role="status">No provider matches “${query}”. <a href="${listPath(token)}">Show all providers</a></p>`;
  return layout(
    "Connect a device",
    html`<h1>Connect a device or app</h1>
      <p class="ask">
        <strong>${who}</strong> asks you to connect one so they can see the health data it records, such as steps, sleep
        and heart rate. You can disconnect it at any time.
      </p>
      ${search}${shown.length ? sections : empty}`,
    { token, team: opts.team },
  );
}
