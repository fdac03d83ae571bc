import { audit } from "@/lib/console/audit/record";
import { csvStream } from "@/lib/csv";
import { guardRoute } from "@/lib/console/guard";
import { exportedOrders, showsNames } from "@/lib/console/orders-list/load";
import { describeOrdersParams } from "@/lib/console/orders-list/query";
import { orderCsvCells, orderCsvHeader, ordersCsvFilename } from "@/lib/console/orders-list/rows";
import { usableZone } from "@/lib/console/time/format-time";
import { viewerZoneOf } from "@/lib/console/time/viewer-zone";
import { loadOrdersListParams } from "@/lib/console/orders-list/params";

/**
 * The orders list as CSV: every order matching the page's filters and sort (same query string),
 * streamed in batches up to a bound, with the viewer's field policy (names only for the roles
 * that see them). Audited like a read, with the filters and whether names were in it.
 */
export async function GET(request: Request) {
  return guardRoute("orders.read", { action: "orders.export" }, async (who) => {
    const params = loadOrdersListParams(request);
    const zone = usableZone((await viewerZoneOf(who)).zone);
    const names = showsNames(who);
    await audit(who, {
      action: "orders.export",
      outcome: "ok",
      detail: `${describeOrdersParams(params, zone)}; ${names ? "with patient names" : "no patient names"}`,
    });
    const stream = csvStream(exportedOrders(who, params, zone), orderCsvHeader(names), (row) =>
      orderCsvCells(row, names),
    );
    return new Response(stream, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename=${ordersCsvFilename()}`,
        "cache-control": "no-store",
      },
    });
  });
}
