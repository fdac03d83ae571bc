import { orderPdfRoute } from "@/lib/console/orders/pdf-download";
import { serviceClient } from "@/lib/service";

/** The order's requisition form: it prints the patient's record (name, birth date, contact, address). */
export const GET = orderPdfRoute({
  action: "orders.requisition.download",
  document: "requisition",
  read: (orderId) => serviceClient().requisitionPdf(orderId),
  filename: (_orderId, pdf) => pdf.filename,
});
