import type { z } from "zod";
import type { appointmentCancelRequest } from "@/lib/contract/appointment-booking";
import type { LabTestPageQuery } from "@/lib/contract/labs";
import {
  IDEMPOTENCY_ERROR_HEADER,
  IDEMPOTENCY_HEADER,
  type createOrderBody,
  type ListOrdersQuery,
} from "@/lib/contract/orders";
import type { appointmentRequest, usAddressInput } from "@/lib/contract/phlebotomy";
import type { PscByAreaQuery, PscByOrderQuery } from "@/lib/contract/psc";
import type { ResendEventsBody } from "@/lib/contract/service-events";
import { withRealCapabilities } from "./capabilities";
import { availabilityReader, cancellationReasonsReader } from "./read/appointment-booking";
import { appointmentReader } from "./read/appointments";
import { labResultsReader, resultMetadataReader } from "./read/lab-results";
import { labListReader, labTestListReader, labTestPageReader, labTestReader } from "./read/labs";
import { createdOrderReader, orderListReader, orderReader } from "./read/orders";
import { pscInfoReader } from "./read/psc";
import { resendEventsReader } from "./read/service-events";
import type { AnswerSchema, JsonOperationName, PdfOperationName } from "@/lib/contract/operation-types";
import type { AnswerReader } from "./read/common";
import type { OperationArgs, OperationCall } from "./route";

/** What the order calls need from the client: its JSON and PDF calls, and the 404-as-null rule. */
export type CallKit = {
  json: <N extends JsonOperationName, R extends AnswerReader<AnswerSchema<N>>>(
    name: N,
    reader: R,
    ...args: OperationArgs<N>
  ) => Promise<z.output<R>>;
  pdf: <N extends PdfOperationName>(
    name: N,
    call: OperationCall<N>,
    fallbackName: string,
  ) => Promise<{ bytes: Uint8Array; filename: string; contentType: "application/pdf" }>;
  nullWhenAbsent: <R>(call: Promise<R>) => Promise<R | null>;
};

/**
 * The service client's calls about orders: lab tests and labs, orders and their results, service
 * centers, and at-home draw appointments. Kept apart from the client's plumbing (client.ts), which
 * adds them to the one client every caller uses.
 */
export function orderCalls({ json, pdf, nullWhenAbsent }: CallKit) {
  return {
    pscByArea: (q: Partial<PscByAreaQuery> & Pick<PscByAreaQuery, "zip_code" | "lab_id">) =>
      json("pscByArea", pscInfoReader, { query: withRealCapabilities(q) }),
    pscByOrder: (orderId: string, q: Partial<PscByOrderQuery> = {}) =>
      json("pscByOrder", pscInfoReader, { params: { order_id: orderId }, query: withRealCapabilities(q) }),
    /** The key is sent for services that dedupe by it; the embedded one relies on one active appointment per order. */
    requestAppointment: (orderId: string, body: z.input<typeof appointmentRequest>, idempotencyKey?: string) =>
      json("requestAppointment", appointmentReader, {
        params: { order_id: orderId },
        body,
        headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
      }),
    getAppointment: (orderId: string) => json("getAppointment", appointmentReader, { params: { order_id: orderId } }),
    /**
     * Reads `{order, status, message}` or a bare order; answers the order's view. With a key, a
     * repeat makes no second order, and `no-cache` asks the service not to keep a refusal against
     * the key: the person corrects the form and sends it again under the same key.
     */
    createOrder: (body: z.input<typeof createOrderBody>, idempotencyKey?: string) =>
      json("createOrder", createdOrderReader, {
        body,
        headers: idempotencyKey
          ? { [IDEMPOTENCY_HEADER]: idempotencyKey, [IDEMPOTENCY_ERROR_HEADER]: "no-cache" }
          : undefined,
      }),
    getOrder: (orderId: string) => json("getOrder", orderReader, { params: { order_id: orderId } }),
    listOrders: (q: Partial<ListOrdersQuery> = {}) => json("listOrders", orderListReader, { query: q }),
    listLabs: () => json("listLabs", labListReader),
    listLabTests: (q: Partial<LabTestPageQuery> = {}) => json("listLabTests", labTestPageReader, { query: q }),
    /** One test of the catalogue, to name an order's tests beyond the one the order carries. */
    getLabTest: (labTestId: string) => json("getLabTest", labTestReader, { params: { lab_test_id: labTestId } }),
    /** The deprecated plain list of every test. */
    listAllLabTests: () => json("listAllLabTests", labTestListReader),
    /** The requisition form as bytes, with a file name safe to put in a Content-Disposition header. */
    requisitionPdf: (orderId: string) =>
      pdf("requisitionPdf", { params: { order_id: orderId } }, `requisition-${orderId}.pdf`),
    /** The lab report PDF of a completed order. */
    resultPdf: (orderId: string) => pdf("resultPdf", { params: { order_id: orderId } }, `results-${orderId}.pdf`),
    /** The order's results, or null while there are none (the service answers 404). */
    orderResults: (orderId: string) =>
      nullWhenAbsent(json("orderResults", labResultsReader, { params: { order_id: orderId } })),
    resultMetadata: (orderId: string) =>
      nullWhenAbsent(json("resultMetadata", resultMetadataReader, { params: { order_id: orderId } })),
    /** Bookable slots by day for an address, in its time zone; each key expires after a few minutes. */
    appointmentAvailability: (address: z.input<typeof usAddressInput>, startDate?: string) =>
      json("appointmentAvailability", availabilityReader, { query: { start_date: startDate }, body: address }),
    bookAppointment: (orderId: string, bookingKey: string) =>
      json("bookAppointment", appointmentReader, { params: { order_id: orderId }, body: { booking_key: bookingKey } }),
    rescheduleAppointment: (orderId: string, bookingKey: string) =>
      json("rescheduleAppointment", appointmentReader, {
        params: { order_id: orderId },
        body: { booking_key: bookingKey },
      }),
    cancelAppointment: (orderId: string, body: z.input<typeof appointmentCancelRequest>) =>
      json("cancelAppointment", appointmentReader, { params: { order_id: orderId }, body }),
    cancellationReasons: () => json("cancellationReasons", cancellationReasonsReader),
    /** Asks the service to send the events of some orders again (the SDK's `order.resendEvents`). */
    resendOrderEvents: (body: ResendEventsBody) => json("resendOrderEvents", resendEventsReader, { body }),
    /** Cancels an order whose sample is not with the lab yet; answers the cancelled order's view. */
    cancelOrder: (orderId: string) => json("cancelOrder", createdOrderReader, { params: { order_id: orderId } }),
  };
}
