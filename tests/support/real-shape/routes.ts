import * as serializers from "@tryvital/vital-node/serialization";

/**
 * Every endpoint the console calls, with the vendor SDK's serializer of its answer and, for a
 * write, of its body: the same serializers the SDK's own client uses for that endpoint
 * (@tryvital/vital-node/dist/cjs/api/resources/<resource>/client/Client.js), so a shape that
 * passes here is one the real service sends or accepts.
 */

export type SerializerOptions = {
  unrecognizedObjectKeys?: "fail" | "passthrough" | "strip";
  allowUnrecognizedEnumValues?: boolean;
  allowUnrecognizedUnionMembers?: boolean;
};
export type SerializerError = { path: string[]; message: string };
export type SerializerResult = { ok: true; value: unknown } | { ok: false; errors: SerializerError[] };
/** The part of a Fern serializer this module uses (raw wire JSON ⇄ parsed SDK value). */
export type Serializer = {
  parse: (raw: unknown, opts?: SerializerOptions) => SerializerResult;
  json: (parsed: unknown, opts?: SerializerOptions) => SerializerResult;
};

export type RealRoute = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** As the documented interface writes it: `{name}` is one path segment, no trailing slash. */
  template: string;
  /** Parses a 2xx JSON answer; absent for answers that are not JSON (the requisition PDF). */
  response?: Serializer;
  /** Parses the JSON body of a write. */
  request?: Serializer;
};

export const REAL_ROUTES: readonly RealRoute[] = [
  { method: "GET", template: "/v2/user", response: serializers.PaginatedUsersResponse },
  {
    method: "POST",
    template: "/v2/user",
    request: serializers.UserCreateBody,
    response: serializers.ClientFacingUserKey,
  },
  { method: "GET", template: "/v2/user/resolve/{client_user_id}", response: serializers.ClientFacingUser },
  {
    method: "GET",
    template: "/v2/user/providers/{user_id}",
    response: serializers.user.getConnectedProviders.Response,
  },
  { method: "GET", template: "/v2/user/{user_id}", response: serializers.ClientFacingUser },
  { method: "DELETE", template: "/v2/user/{user_id}/{provider}", response: serializers.UserSuccessResponse },
  { method: "GET", template: "/v2/user/{user_id}/info/latest", response: serializers.UserInfo },
  {
    method: "PATCH",
    template: "/v2/user/{user_id}/info",
    request: serializers.UserInfoCreateRequest,
    response: serializers.UserInfo,
  },
  { method: "POST", template: "/v2/user/{user_id}/sign_in_token", response: serializers.UserSignInTokenResponse },
  { method: "GET", template: "/v2/timeseries/{user_id}/steps/grouped", response: serializers.GroupedStepsResponse },
  { method: "GET", template: "/v2/providers", response: serializers.providers.getAll.Response },
  {
    method: "POST",
    template: "/v2/link/token",
    request: serializers.LinkTokenExchange,
    response: serializers.LinkTokenExchangeResponse,
  },
  { method: "POST", template: "/v2/link/code/create", response: serializers.VitalTokenCreatedResponse },
  { method: "GET", template: "/v2/link/provider/oauth/{oauth_provider}", response: serializers.Source },
  {
    method: "POST",
    template: "/v2/link/bulk_import",
    request: serializers.BulkImportConnectionsBody,
    response: serializers.BulkImportConnectionsResponse,
  },
  { method: "GET", template: "/v2/link/bulk_op", response: serializers.BulkOpsResponse },
  { method: "GET", template: "/v2/link/providers", response: serializers.link.getAllProviders.Response },
  { method: "GET", template: "/v3/lab_tests/labs", response: serializers.labTests.getLabs.Response },
  { method: "GET", template: "/v3/lab_tests", response: serializers.labTests.get.Response },
  { method: "GET", template: "/v3/lab_test", response: serializers.LabTestResourcesResponse },
  { method: "GET", template: "/v3/lab_tests/{lab_test_id}", response: serializers.ClientFacingLabTest },
  {
    method: "POST",
    template: "/v3/order",
    request: serializers.CreateOrderRequestCompatible,
    response: serializers.PostOrderResponse,
  },
  { method: "GET", template: "/v3/orders", response: serializers.GetOrdersResponse },
  { method: "GET", template: "/v3/order/psc/info", response: serializers.PscInfo },
  { method: "GET", template: "/v3/order/{order_id}", response: serializers.ClientFacingOrder },
  { method: "GET", template: "/v3/order/{order_id}/psc/info", response: serializers.PscInfo },
  {
    method: "POST",
    template: "/v3/order/{order_id}/phlebotomy/appointment/request",
    request: serializers.RequestAppointmentRequest,
    response: serializers.ClientFacingAppointment,
  },
  {
    method: "GET",
    template: "/v3/order/{order_id}/phlebotomy/appointment",
    response: serializers.ClientFacingAppointment,
  },
  { method: "GET", template: "/v3/order/{order_id}/requisition/pdf" },
  {
    method: "POST",
    template: "/v3/order/phlebotomy/appointment/availability",
    request: serializers.UsAddress,
    response: serializers.AppointmentAvailabilitySlots,
  },
  {
    method: "GET",
    template: "/v3/order/phlebotomy/appointment/cancellation-reasons",
    response: serializers.labTests.getPhlebotomyAppointmentCancellationReason.Response,
  },
  {
    method: "POST",
    template: "/v3/order/{order_id}/phlebotomy/appointment/book",
    request: serializers.AppointmentBookingRequest,
    response: serializers.ClientFacingAppointment,
  },
  {
    method: "PATCH",
    template: "/v3/order/{order_id}/phlebotomy/appointment/reschedule",
    request: serializers.AppointmentRescheduleRequest,
    response: serializers.ClientFacingAppointment,
  },
  {
    method: "PATCH",
    template: "/v3/order/{order_id}/phlebotomy/appointment/cancel",
    request: serializers.ApiApiV1EndpointsVitalApiLabTestingOrdersHelpersAppointmentCancelRequest,
    response: serializers.ClientFacingAppointment,
  },
  { method: "POST", template: "/v3/order/{order_id}/cancel", response: serializers.PostOrderResponse },
  { method: "GET", template: "/v3/order/{order_id}/result", response: serializers.LabResultsRaw },
  { method: "GET", template: "/v3/order/{order_id}/result/metadata", response: serializers.LabResultsMetadata },
  { method: "GET", template: "/v3/order/{order_id}/result/pdf" },
];

const matchers = REAL_ROUTES.map((route) => ({
  route,
  // No two templates of one method match the same path (they differ in segment count or in a
  // literal segment), so the first match is the only one.
  pattern: new RegExp(`^${route.template.replace(/\{[^}]+\}/g, "[^/]+")}/?$`),
}));

/** The route a request goes to, or undefined for one the console does not call. */
export function findRealRoute(method: string, pathname: string): RealRoute | undefined {
  return matchers.find((m) => m.route.method === method && m.pattern.test(pathname))?.route;
}
