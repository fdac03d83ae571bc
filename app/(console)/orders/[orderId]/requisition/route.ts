import { audit } from "@/lib/console/audit";
import { guardRoute } from "@/lib/console/guard";
import { serviceClient } from "@/lib/service";

/**
 * The order's requisition form, streamed from the service. It prints the whole patient record
 * (name, date of birth, sex, phone, email), so only roles that may read it get it, and every
 * download is audited as a PHI read. Refusals and service failures are JSON with a request id.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const target = { action: "orders.requisition.download", targetType: "order", targetId: orderId };
  return guardRoute("patient.read", target, async (who) => {
    const pdf = await serviceClient().requisitionPdf(orderId);
    await audit(who, { ...target, outcome: "ok" });
    return new Response(pdf.bytes as BodyInit, {
      headers: {
        "content-type": pdf.contentType,
        "content-disposition": `attachment; filename="${pdf.filename.replace(/["\\\r\n]/g, "")}"`,
        "cache-control": "no-store",
      },
    });
  });
}
