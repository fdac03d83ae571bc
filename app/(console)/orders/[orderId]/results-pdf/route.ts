import { orderPdfRoute } from "@/lib/console/orders/pdf-download";
import { serviceClient } from "@/lib/service";

/**
 * The order's lab report. Named by the order id only, whatever the service calls it, so no patient
 * detail ends up in a downloads folder listing.
 */
export const GET = orderPdfRoute({
  action: "orders.results.download",
  document: "lab_report",
  read: (orderId) => serviceClient().resultPdf(orderId),
  filename: (orderId) => `lab-results-${orderId.replace(/[^0-9a-fA-F-]/g, "")}.pdf`,
});
