import type * as z from "zod";
import {
  appointmentBookingRequest,
  appointmentCancelRequest,
  appointmentRescheduleRequest,
  availabilityQuery,
  availabilitySlots,
  cancellationReasonList,
} from "./appointment-booking";
import { labResults, labResultsMetadata } from "./lab-results";
import { labList, labTest, labTestIdParam, labTestList, labTestPage, labTestPageQuery } from "./labs";
import {
  bulkImportBody,
  bulkImportReadiness,
  bulkImportResponse,
  bulkOpList,
  bulkOpListQuery,
  linkCodeQuery,
  linkCodeResponse,
  linkProviderList,
  linkTokenHeader,
  linkTokenRequest,
  linkTokenResponse,
  oauthProviderParam,
  providerLinkInfo,
  signInTokenResponse,
} from "./link";
import { createOrderBody } from "./order-create";
import { createOrderHeaders, createOrderResponse, listOrdersQuery, order, orderIdParam, orderList } from "./orders";
import { appointmentRequest, phlebotomyAppointment, usAddressInput } from "./phlebotomy";
import { providerList, providersQuery, userProviders } from "./providers";
import { pscByAreaQuery, pscByOrderQuery, pscInfo, pscOrderIdParam } from "./psc";
import { resendEventsBody, resendEventsResponse } from "./service-events";
import { groupedStepsQuery, groupedTimeseries, timeseriesUserParam } from "./timeseries";
import { userInfo, userInfoUpdate } from "./user-info";
import {
  clientUserIdParam,
  createUserBody,
  createUserResponse,
  listUsersQuery,
  user,
  userIdParam,
  userList,
  userProviderParam,
  userSuccessResponse,
} from "./users";

/**
 * Every operation of the service interface, once: method, path template (as the interface spells
 * it, trailing slash included), the schemas of its parameters, query, body and headers, and of its
 * 200 answer. The embedded service registers its routes from here, the client calls operations by
 * name from here, and each reader of the client is declared against an answer schema from here; a
 * test holds the table and the routes the embedded service serves to each other.
 */
export type Operation = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: `/v${2 | 3}/${string}`;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  headers?: z.ZodObject;
  /** The 200 answer's JSON schema, or "pdf" for a download. */
  response: z.ZodType | "pdf";
  /** Served by the embedded service only: the real service has no such endpoint (it answers 404). */
  embeddedOnly?: true;
  /** Called on the real service only: the embedded service does not serve it. */
  realServiceOnly?: true;
};

export const operations = {
  listUsers: { method: "GET", path: "/v2/user/", query: listUsersQuery, response: userList },
  createUser: { method: "POST", path: "/v2/user/", body: createUserBody, response: createUserResponse },
  getUser: { method: "GET", path: "/v2/user/{user_id}", params: userIdParam, response: user },
  resolveUser: { method: "GET", path: "/v2/user/resolve/{client_user_id}", params: clientUserIdParam, response: user },
  userProviders: { method: "GET", path: "/v2/user/providers/{user_id}", params: userIdParam, response: userProviders },
  disconnectProvider: {
    method: "DELETE",
    path: "/v2/user/{user_id}/{provider}",
    params: userProviderParam,
    response: userSuccessResponse,
  },
  getUserInfo: { method: "GET", path: "/v2/user/{user_id}/info/latest", params: userIdParam, response: userInfo },
  updateUserInfo: {
    method: "PATCH",
    path: "/v2/user/{user_id}/info",
    params: userIdParam,
    body: userInfoUpdate,
    response: userInfo,
  },
  groupedSteps: {
    method: "GET",
    path: "/v2/timeseries/{user_id}/steps/grouped",
    params: timeseriesUserParam,
    query: groupedStepsQuery,
    response: groupedTimeseries,
  },
  listProviders: { method: "GET", path: "/v2/providers/", query: providersQuery, response: providerList },
  linkProviders: { method: "GET", path: "/v2/link/providers", response: linkProviderList },
  createLinkToken: { method: "POST", path: "/v2/link/token", body: linkTokenRequest, response: linkTokenResponse },
  createLinkCode: { method: "POST", path: "/v2/link/code/create", query: linkCodeQuery, response: linkCodeResponse },
  createSignInToken: {
    method: "POST",
    path: "/v2/user/{user_id}/sign_in_token",
    params: userIdParam,
    response: signInTokenResponse,
  },
  oauthProviderInfo: {
    method: "GET",
    path: "/v2/link/provider/oauth/{oauth_provider}",
    params: oauthProviderParam,
    headers: linkTokenHeader,
    response: providerLinkInfo,
  },
  bulkImport: { method: "POST", path: "/v2/link/bulk_import", body: bulkImportBody, response: bulkImportResponse },
  listBulkOps: { method: "GET", path: "/v2/link/bulk_op", query: bulkOpListQuery, response: bulkOpList },
  bulkImportReadiness: {
    method: "GET",
    path: "/v2/link/bulk_import/readiness",
    response: bulkImportReadiness,
    embeddedOnly: true,
  },
  listLabs: { method: "GET", path: "/v3/lab_tests/labs", response: labList },
  listLabTests: { method: "GET", path: "/v3/lab_test", query: labTestPageQuery, response: labTestPage },
  /** Deprecated: GET /v3/lab_test pages. */
  listAllLabTests: { method: "GET", path: "/v3/lab_tests", response: labTestList },
  getLabTest: { method: "GET", path: "/v3/lab_tests/{lab_test_id}", params: labTestIdParam, response: labTest },
  /** The same test under the singular path, kept for clients that already call it. */
  getLabTestSingular: { method: "GET", path: "/v3/lab_test/{lab_test_id}", params: labTestIdParam, response: labTest },
  createOrder: {
    method: "POST",
    path: "/v3/order",
    body: createOrderBody,
    headers: createOrderHeaders,
    response: createOrderResponse,
  },
  resendOrderEvents: {
    method: "POST",
    path: "/v3/order/resend_events",
    body: resendEventsBody,
    response: resendEventsResponse,
  },
  getOrder: { method: "GET", path: "/v3/order/{order_id}", params: orderIdParam, response: order },
  listOrders: { method: "GET", path: "/v3/orders", query: listOrdersQuery, response: orderList },
  cancelOrder: {
    method: "POST",
    path: "/v3/order/{order_id}/cancel",
    params: orderIdParam,
    response: createOrderResponse,
  },
  requisitionPdf: {
    method: "GET",
    path: "/v3/order/{order_id}/requisition/pdf",
    params: orderIdParam,
    response: "pdf",
  },
  orderResults: { method: "GET", path: "/v3/order/{order_id}/result", params: orderIdParam, response: labResults },
  resultMetadata: {
    method: "GET",
    path: "/v3/order/{order_id}/result/metadata",
    params: orderIdParam,
    response: labResultsMetadata,
  },
  resultPdf: { method: "GET", path: "/v3/order/{order_id}/result/pdf", params: orderIdParam, response: "pdf" },
  pscByArea: { method: "GET", path: "/v3/order/psc/info", query: pscByAreaQuery, response: pscInfo },
  pscByOrder: {
    method: "GET",
    path: "/v3/order/{order_id}/psc/info",
    params: pscOrderIdParam,
    query: pscByOrderQuery,
    response: pscInfo,
  },
  requestAppointment: {
    method: "POST",
    path: "/v3/order/{order_id}/phlebotomy/appointment/request",
    params: orderIdParam,
    body: appointmentRequest,
    response: phlebotomyAppointment,
  },
  getAppointment: {
    method: "GET",
    path: "/v3/order/{order_id}/phlebotomy/appointment",
    params: orderIdParam,
    response: phlebotomyAppointment,
  },
  appointmentAvailability: {
    method: "POST",
    path: "/v3/order/phlebotomy/appointment/availability",
    query: availabilityQuery,
    body: usAddressInput,
    response: availabilitySlots,
  },
  bookAppointment: {
    method: "POST",
    path: "/v3/order/{order_id}/phlebotomy/appointment/book",
    params: orderIdParam,
    body: appointmentBookingRequest,
    response: phlebotomyAppointment,
  },
  rescheduleAppointment: {
    method: "PATCH",
    path: "/v3/order/{order_id}/phlebotomy/appointment/reschedule",
    params: orderIdParam,
    body: appointmentRescheduleRequest,
    response: phlebotomyAppointment,
  },
  cancelAppointment: {
    method: "PATCH",
    path: "/v3/order/{order_id}/phlebotomy/appointment/cancel",
    params: orderIdParam,
    body: appointmentCancelRequest,
    response: phlebotomyAppointment,
  },
  cancellationReasons: {
    method: "GET",
    path: "/v3/order/phlebotomy/appointment/cancellation-reasons",
    response: cancellationReasonList,
  },
} as const satisfies Record<string, Operation>;
