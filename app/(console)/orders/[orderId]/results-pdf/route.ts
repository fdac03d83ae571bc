import { audit } from "@/lib/console/audit";
import { guardRoute } from "@/lib/console/guard";
import { serviceClient } from "@/lib/service";

/**
 * The order's lab report, streamed from the service. Results are PHI: only roles that may read
 * patient records get it, and every download is audited. The file is named by the order id only,
 * whatever the service calls it, so no patient detail ends up in a downloads folder listing.
 * Refusals and service failures are JSON with a request id (the guard maps them).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const target = { action: "orders.results.download", targetType: "order", targetId: orderId };
  return guardRoute("patient.read", target, async (who) => {
    const pdf = await serviceClient().resultPdf(orderId);
    await audit(who, { ...target, outcome: "ok" });
    return new Response(pdf.bytes as BodyInit, {
      headers: {
        "content-type": pdf.contentType,
        "content-disposition": `attachment; filename="lab-results-${orderId.replace(/[^0-9a-fA-F-]/g, "")}.pdf"`,
        "cache-control": "no-store",
      },
    });
  });
}
