import "server-only";
import type { CurrentStaff } from "@/lib/console/auth/current-staff";
import { failedLoad, isHttpStatus, type Loaded } from "@/lib/console/loaded";
import { getUserFor } from "@/lib/console/users/load";
import { sameOriginLogo } from "@/lib/console/users/user-view";
import type { ProviderLinkInfoView as ProviderLinkInfo } from "@/lib/service/read/link";
import type { ProviderView as Provider } from "@/lib/service/read/providers";
import { linkOptions, type LinkOptions } from "./link-options";
import { isOauthProvider } from "./provider-filter";
import { loadProviderStatuses } from "./provider-status";
import { serviceClient, serviceDescription } from "@/lib/service";

/** The connections data layer: the user's sources and the providers a link may offer. */

export type { LinkOptions, ProviderOption } from "./link-options";

export async function listProvidersFor(sourceType?: string | null): Promise<Loaded<Provider[]>> {
  try {
    const list = await serviceClient().listProviders(sourceType ? { source_type: sourceType } : {});
    const embedded = serviceDescription().mode === "embedded";
    return { ok: true, data: list.map((p) => ({ ...p, logo: sameOriginLogo(p.logo, embedded) })) };
  } catch (error) {
    return failedLoad(error);
  }
}

/**
 * What the link form offers: the providers a hosted link can connect, and the mobile-only ones it
 * names as connecting from the app. Without the catalogue the form still works; it only names none.
 */
export async function linkProviderOptions(): Promise<Loaded<LinkOptions>> {
  try {
    const [linkable, catalogue] = await Promise.all([
      serviceClient().linkProviders(),
      serviceClient()
        .listProviders()
        .catch(() => []),
    ]);
    return { ok: true, data: linkOptions(linkable, catalogue) };
  } catch (error) {
    return failedLoad(error);
  }
}

export async function loadConnectionsPage(who: CurrentStaff, userId: string) {
  const [user, providers, statuses] = await Promise.all([
    getUserFor(who, userId),
    linkProviderOptions(),
    loadProviderStatuses(userId),
  ]);
  return { user, providers, statuses };
}

/**
 * How long a link token lasts. The interface only says "short-lived"; the embedded service keeps
 * one for 30 minutes (lib/embedded-service/runtime.ts), a remote service does not say.
 */
export function linkTokenLifetime(): string {
  return serviceDescription().mode === "embedded"
    ? "The link lasts 30 minutes. Create a new one if it expires before the person opens it."
    : "The link is short-lived (the service does not say exactly how long). Create a new one if it has expired.";
}

/** Link info for the detail panel; null when the slug is not an OAuth provider the lookup accepts. */
export async function loadProviderLinkInfo(slug: string): Promise<Loaded<ProviderLinkInfo | null>> {
  if (!isOauthProvider(slug)) return { ok: true, data: null };
  try {
    return { ok: true, data: await serviceClient().oauthProviderInfo(slug) };
  } catch (error) {
    if (isHttpStatus(error, 404)) return { ok: true, data: null };
    return failedLoad(error);
  }
}
