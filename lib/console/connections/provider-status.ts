import "server-only";
import { sameOriginLogo } from "@/lib/console/users/user-view";
import type { Loaded } from "@/lib/console/users/load-users";
import { ServiceError, serviceClient, serviceDescription } from "@/lib/service";
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

export async function loadProviderStatuses(userId: string): Promise<Loaded<ProviderStatusView[]>> {
  try {
    const list = await serviceClient().userProviders(userId);
    const embedded = serviceDescription().mode === "embedded";
    return { ok: true, data: list.map((p) => toProviderStatusView(p, embedded)) };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { ok: false, error: { message: error.userMessage(), requestId: error.requestId } };
  }
}
