import { tryAnswerFor, tryRefusal } from "@/lib/api-reference/try-answer";
import { matchTryPath } from "@/lib/api-reference/try-policy";
import { audit } from "@/lib/console/audit/record";
import { auditGrantedRead } from "@/lib/console/break-glass/access";
import { reveals, roleViewer } from "@/lib/console/field-policy/policy";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { guardRoute } from "@/lib/console/guard";
import { serviceClient } from "@/lib/service";

type Ctx = { params: Promise<{ path: string[] }> };

/**
 * The API reference's "try it": a read of the service as the signed-in staff member, with the
 * team key added here so it never reaches the browser. Which reads, for which roles, is decided in
 * lib/api-reference/try-policy.ts; what the answer may carry for the role, and whether the read is
 * audited, by the field policy (lib/api-reference/try-answer.ts).
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
    const patientId = values.user_id ?? null;
    const viewer = await viewerFor(who, patientId);
    const refusal = tryRefusal(viewer, rule.template, patientId);
    if (refusal) {
      const requestId = await audit(who, { action: "api.try", ...target, outcome: "denied", detail: refusal });
      return Response.json({ detail: refusal, requestId }, { status: 403 });
    }
    const answer = await serviceClient().readAsIs(rule.template, values, new URL(request.url).searchParams);
    const headers: Record<string, string> = { "cache-control": "no-store", "x-request-id": answer.requestId };
    const shown = tryAnswerFor(viewer, rule.template, answer, patientId);
    if ("unreadable" in shown) {
      const detail =
        "The service's answer could not be read as JSON, so Try it cannot hide what your role does not see.";
      await audit(who, { action: "api.try", ...target, outcome: "failed", detail });
      return Response.json({ detail, requestId: answer.requestId }, { status: 502, headers });
    }
    if (shown.shown.length)
      await audit(who, {
        action: "api.try",
        ...target,
        outcome: "ok",
        detail: `GET ${rule.template}: ${shown.shown.join(", ")}`,
      });
    // What only emergency access for this patient showed is recorded with the grant and its reason.
    const lent = shown.shown.find((kind) => !reveals(roleViewer(who.role), kind));
    if (lent) await auditGrantedRead(who, viewer, lent, `GET ${rule.template}: ${shown.shown.join(", ")}`);
    if (answer.contentType) headers["content-type"] = answer.contentType;
    if (answer.contentDisposition) headers["content-disposition"] = answer.contentDisposition;
    return new Response(shown.body as BodyInit, { status: answer.status, headers });
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
