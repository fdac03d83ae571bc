import { audit } from "@/lib/console/audit";
import { guardRoute } from "@/lib/console/guard";
import { ServiceError, serviceClient } from "@/lib/service";

/**
 * The order's requisition form, streamed from the service. The PDF names the patient, so the
 * download is audited; a refusal is a JSON 401/403, a service failure a JSON error with its id.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const target = { action: "orders.requisition.download", targetType: "order", targetId: orderId };
  return guardRoute("appointments.read", target, async (who) => {
    try {
      const pdf = await serviceClient().requisitionPdf(orderId);
      await audit(who, { ...target, outcome: "ok" });
      return new Response(pdf.bytes as BodyInit, {
        headers: {
          "content-type": pdf.contentType,
          "content-disposition": `attachment; filename="${pdf.filename.replace(/["\\\r\n]/g, "")}"`,
          "cache-control": "no-store",
        },
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      await audit(who, { ...target, outcome: "failed", detail: `service ${error.status}` });
      return Response.json(
        { detail: error.userMessage(), requestId: error.requestId },
        { status: error.status >= 500 ? 502 : error.status },
      );
    }
  });
}
