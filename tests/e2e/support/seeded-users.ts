import type { APIRequestContext } from "@playwright/test";
import { E2E_SERVICE_KEY } from "./servers";

/**
 * A seeded user with connected sources, so a user's overview, steps and connections have
 * something to show. Read from the service under the console with the demo team's key: only to
 * pick data, the console is driven as staff.
 */
export async function userIdWithSources(request: APIRequestContext): Promise<string> {
  const res = await request.get("/v2/user/?limit=50", { headers: { "x-service-api-key": E2E_SERVICE_KEY } });
  const { users } = (await res.json()) as { users: { user_id: string; connected_sources: unknown[] }[] };
  const user = users.find((u) => u.connected_sources.length > 0);
  if (!user) throw new Error("no seeded user with a connected source in the first 50");
  return user.user_id;
}
