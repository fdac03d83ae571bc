import { orderPdfRoute } from "@/lib/console/orders/pdf-download";
import { serviceClient } from "@/lib/service";

/** The order's requisition form: it prints the whole patient record (name, birth date, contact). */
export const GET = orderPdfRoute({
  action: "orders.requisition.download",
  read: (orderId) => serviceClient().requisitionPdf(orderId),
  filename: (_orderId, pdf) => pdf.filename,
});
