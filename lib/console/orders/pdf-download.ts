import { audit } from "@/lib/console/audit/record";
import type { AuditAction } from "@/lib/console/audit/actions";
import { documentPermission } from "@/lib/console/field-policy/policy";
import { guardRoute } from "@/lib/console/guard";
import type { DocumentName } from "@/lib/contract/field-policy";
import type { serviceClient } from "@/lib/service";

type Pdf = Awaited<ReturnType<ReturnType<typeof serviceClient>["requisitionPdf"]>>;

/**
 * A route handler streaming one of an order's PDFs from the service. A document cannot be
 * filtered, so only roles that see everything it prints get it (the field policy names what each
 * prints and so the permission to check), every download is audited as a PHI read, and the guard
 * turns refusals and service failures into JSON with a request id.
 */
export function orderPdfRoute(opts: {
  action: AuditAction;
  document: DocumentName;
  read: (orderId: string) => Promise<Pdf>;
  filename: (orderId: string, pdf: Pdf) => string;
}) {
  return async function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }) {
    const { orderId } = await params;
    const target = { action: opts.action, targetType: "order", targetId: orderId };
    return guardRoute(documentPermission(opts.document), target, async (who) => {
      const pdf = await opts.read(orderId);
      await audit(who, { ...target, outcome: "ok" });
      return new Response(pdf.bytes as BodyInit, {
        headers: {
          "content-type": pdf.contentType,
          "content-disposition": `attachment; filename="${opts.filename(orderId, pdf).replace(/["\\\r\n]/g, "")}"`,
          "cache-control": "no-store",
        },
      });
    });
  };
}
