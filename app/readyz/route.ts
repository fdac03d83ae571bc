import { readiness } from "@/lib/ops/readiness";
import { logger } from "@/lib/ops/logger";

/**
 * Readiness: whether this instance should get traffic (its store and the service answer). Open to
 * a load balancer without a session, so the answer is only ready or not; which part is failing is
 * logged for the operator, never sent.
 */
export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, failing } = await readiness();
  if (!ready) logger().error({ component: "readyz", failing }, "not ready");
  return Response.json(
    { status: ready ? "ready" : "not ready" },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
