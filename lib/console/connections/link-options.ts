import { LINK_PROVIDERS } from "@/lib/contract/enums";

/**
 * Which providers a hosted link can connect. A web page can only run an OAuth consent or a
 * credentials form; providers whose data lives on the phone (HealthKit, Health Connect, Samsung
 * Health, Bluetooth meters) connect from the mobile app with a link code instead, so the link form
 * leaves them out and names them as such.
 */

export type ProviderOption = { slug: string; name: string };
export type LinkOptions = { providers: ProviderOption[]; mobileOnly: ProviderOption[] };

const WEB_AUTH_TYPES = new Set(["oauth", "team_oauth", "password", "email"]);
const MOBILE_AUTH_TYPES = new Set(["sdk", "app"]);
const REQUESTABLE = new Set<string>(LINK_PROVIDERS);

type Listed = { slug: string; name: string; auth_type?: string | null };

const byName = (a: ProviderOption, b: ProviderOption) => a.name.localeCompare(b.name);
const option = (p: Listed): ProviderOption => ({ slug: p.slug, name: p.name });

/**
 * `linkable` is the service's list of link providers (GET /v2/link/providers); a missing auth type
 * is read as the interface's default, oauth. A provider is offered only when the token request
 * accepts its slug, so the form never offers what the service would refuse. `catalogue` is the
 * whole provider catalogue, from which the mobile-only ones are named.
 */
export function linkOptions(linkable: readonly Listed[], catalogue: readonly Listed[]): LinkOptions {
  const providers = linkable
    .filter((p) => WEB_AUTH_TYPES.has(p.auth_type ?? "oauth") && REQUESTABLE.has(p.slug))
    .map(option)
    .sort(byName);
  const offered = new Set(providers.map((p) => p.slug));
  const mobileOnly = catalogue
    .filter((p) => p.auth_type != null && MOBILE_AUTH_TYPES.has(p.auth_type) && !offered.has(p.slug))
    .map(option)
    .sort(byName);
  return { providers, mobileOnly };
}
