import "server-only";
import { sameOriginLogo } from "@/lib/console/users/user-view";
import { failedLoad, type Loaded } from "@/lib/console/loaded";
import { serviceClient, serviceDescription } from "@/lib/service";
import type { ConnectedProviderView } from "@/lib/service/read/providers";

/**
 * Each provider the user is connected to, as GET /v2/user/providers/{user_id} reports it: status,
 * connected since, which resources it can deliver and, when it failed, why. Loaded on its own so a
 * failure of this one call leaves the rest of the connections tab in place.
 */
export type ProviderStatusView = Omit<ConnectedProviderView, "resources"> & {
  available: string[];
  unavailable: string[];
};

export function toProviderStatusView(p: ConnectedProviderView, embedded: boolean): ProviderStatusView {
  const { resources, ...rest } = p;
  return {
    ...rest,
    logo: sameOriginLogo(p.logo, embedded),
    available: resources
      .filter((r) => r.status === "available")
      .map((r) => r.resource)
      .sort(),
    // Any status but "available" (an unknown one included) means the data is not flowing.
    unavailable: resources
      .filter((r) => r.status !== "available")
      .map((r) => r.resource)
      .sort(),
  };
}

/** What a person can do about a failed connection, by the error type the service reports. */
const ERROR_ADVICE: Record<string, string> = {
  token_refresh_failed:
    "The provider no longer accepts this connection: the person needs to connect again (send a new link).",
  provider_password_expired:
    "The password for this provider expired: the person needs to connect again with the new one.",
  required_scopes_not_granted:
    "Not every permission was granted: the person needs to connect again and allow all that is asked.",
  deregistered_per_provider: "The provider ended the connection: the person needs to connect again.",
  user_not_found: "The provider no longer knows this account: the person needs to connect again.",
  webhook_registration_failed:
    "The service could not set up updates from this provider: contact its support with the error type.",
  provider_credential_error:
    "The team's credentials for this provider were refused: contact the service's support with the error type.",
};

/**
 * A plain next step for a connection that is not delivering, or null. Error types and statuses the
 * console does not know get none (the raw values still show).
 */
export function connectionAdvice(p: Pick<ProviderStatusView, "status" | "error">): string | null {
  if (p.error) return ERROR_ADVICE[p.error.type] ?? null;
  if (p.status === "paused") return "Syncing is paused; data resumes when the connection is resumed.";
  return null;
}

export async function loadProviderStatuses(userId: string): Promise<Loaded<ProviderStatusView[]>> {
  try {
    const list = await serviceClient().userProviders(userId);
    const embedded = serviceDescription().mode === "embedded";
    return { ok: true, data: list.map((p) => toProviderStatusView(p, embedded)) };
  } catch (error) {
    return failedLoad(error);
  }
}
