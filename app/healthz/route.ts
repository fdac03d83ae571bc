/**
 * Liveness: the process is up and answering. Nothing else is checked (a database outage must not
 * get a healthy process restarted), and nothing about the deployment is said.
 */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
