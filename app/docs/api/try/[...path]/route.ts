import { matchTryPath } from "@/lib/api-reference/try-policy";
import { audit } from "@/lib/console/audit";
import { guardRoute } from "@/lib/console/guard";
import { serviceClient } from "@/lib/service";

type Ctx = { params: Promise<{ path: string[] }> };

/**
 * The API reference's "try it": a read of the service as the signed-in staff member, with the
 * team key added here so it never reaches the browser. Which reads, for which roles, and which are
 * audited is decided in lib/api-reference/try-policy.ts.
 */
export async function GET(request: Request, { params }: Ctx) {
  const { path } = await params;
  const match = matchTryPath(path);
  if (!match)
    return Response.json(
      { detail: `Try it does not send GET /${path.join("/")}: it is not a read of the interface.` },
      { status: 404 },
    );
  const { rule, params: values } = match;
  const target = rule.target ? { targetType: rule.target.type, targetId: values[rule.target.param] ?? null } : {};
  return guardRoute(rule.permission, { action: "api.try", ...target }, async (who) => {
    const answer = await serviceClient().readAsIs(rule.template, values, new URL(request.url).searchParams);
    if (rule.phi) await audit(who, { action: "api.try", ...target, outcome: "ok", detail: `GET ${rule.template}` });
    const headers: Record<string, string> = { "cache-control": "no-store", "x-request-id": answer.requestId };
    if (answer.contentType) headers["content-type"] = answer.contentType;
    if (answer.contentDisposition) headers["content-disposition"] = answer.contentDisposition;
    return new Response(answer.body, { status: answer.status, headers });
  });
}

/** Changes are made in the console's own forms, where each is validated and recorded with its values. */
function readsOnly() {
  return Response.json(
    { detail: "Try it sends reads (GET) only. Make changes in the console, where each one is checked and recorded." },
    { status: 405, headers: { allow: "GET" } },
  );
}
export { readsOnly as POST, readsOnly as PUT, readsOnly as PATCH, readsOnly as DELETE };
