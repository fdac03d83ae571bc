import "server-only";
import { randomUUID } from "node:crypto";
import type { Span } from "@opentelemetry/api";
import type { z } from "zod";
import type { LabTestPageQuery } from "@/lib/contract/labs";
import type { bulkImportBody, linkTokenRequest } from "@/lib/contract/link";
import { IDEMPOTENCY_HEADER, createOrderBody, type ListOrdersQuery } from "@/lib/contract/orders";
import { appointmentRequest, type usAddressInput } from "@/lib/contract/phlebotomy";
import { PSC_CAPABILITY_ALIASES } from "@/lib/contract/enums";
import type { PscByAreaQuery, PscByOrderQuery } from "@/lib/contract/psc";
import type { groupedStepsQuery } from "@/lib/contract/timeseries";
import type { userInfoUpdate } from "@/lib/contract/user-info";
import type { createUserBody } from "@/lib/contract/users";
import type { appointmentCancelRequest } from "@/lib/contract/appointment-booking";
import { appointmentReader } from "./read/appointments";
import { availabilityReader, cancellationReasonsReader, successReader } from "./read/appointment-booking";
import { labResultsReader, resultMetadataReader } from "./read/lab-results";
import { labListReader, labTestListReader, labTestPageReader } from "./read/labs";
import {
  bulkImportReader,
  bulkImportReadinessReader,
  bulkOpListReader,
  linkCodeReader,
  linkProviderListReader,
  linkTokenReader,
  providerLinkInfoReader,
  signInTokenReader,
} from "./read/link";
import { createdOrderReader, orderListReader, orderReader } from "./read/orders";
import { providerListReader, userProvidersReader } from "./read/providers";
import { pscInfoReader } from "./read/psc";
import { groupedStepsReader, type GroupedStepsView } from "./read/timeseries";
import { userInfoReader } from "./read/user-info";
import { createdUserReader, userListReader, userReader } from "./read/users";
import { ServiceError, UNAVAILABLE_DETAIL, UNEXPECTED_SHAPE_DETAIL } from "./errors";
import { followGroupedSteps, walkGroupedSteps, withNextCursor } from "./grouped-steps";
import { createPolicies, isCircuitOpen, type BreakerOptions, type RetryOptions } from "./policies";
import {
  attachmentName,
  errorFromAnswer,
  failure,
  parseAnswer,
  queryString,
  untilAborted,
  type CallInfo,
  type QueryValue,
} from "./response";
import { logger } from "@/lib/ops/logger";
import { inServiceCallSpan } from "@/lib/ops/service-call-span";

/**
 * The console's one door to the service (DESIGN rule 1). Only this file sees the base URL, the
 * team key and the header names; it sets a deadline on every call, retries idempotent reads and
 * parses every answer with the contract.
 */
const API_KEY_HEADER = "x-service-api-key";
const LINK_TOKEN_HEADER = "x-service-link-token";
const REQUEST_ID_HEADER = "x-request-id";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type ServiceClientOptions = {
  baseUrl: string;
  apiKey: string;
  /** The embedded service's in-process fetch, or a test double; global fetch by default. */
  fetch?: FetchLike;
  /** Calls are answered in this process (the embedded app's fetch): no round trip to overlap. */
  inProcess?: boolean;
  /** Deadline for a whole call, retries and Retry-After waits included (default 10 s). */
  timeoutMs?: number;
  retry?: RetryOptions;
  breaker?: BreakerOptions;
  /** Failure lines (method, path, status, request id; never headers or bodies). The process logger by default. */
  log?: (line: string) => void;
};

type Req = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The path's template ("/v2/user/{user_id}"), when the path was not built by `p`. */
  route?: string;
};
type Answer<B> = { call: CallInfo; res: Response; body: B };

/**
 * The last path built by `p`, with its template: a call's trace span is named by the template
 * ("/v2/user/{id}"), so no id reaches a trace. `p` runs just before the call it builds the path
 * for, with nothing in between, so `send` finds its own path here.
 */
let lastBuilt: { path: string; route: string } | undefined;

/** Path segments are encoded, so an id can never add a segment or a query. */
const p = (parts: TemplateStringsArray, ...values: string[]) => {
  const path = parts.reduce(
    (acc, part, i) => acc + part + (i < values.length ? encodeURIComponent(values[i]!) : ""),
    "",
  );
  lastBuilt = { path, route: parts.join("{id}") };
  return path;
};

function routeOf(path: string): string {
  const route = lastBuilt?.path === path ? lastBuilt.route : path;
  lastBuilt = undefined;
  return route;
}

/**
 * The real service spells one capability differently from the specification; the embedded service
 * accepts both spellings, the real one only its own, so a filter is sent in the real spelling.
 */
const REAL_CAPABILITY: Record<string, string> = Object.fromEntries(
  Object.entries(PSC_CAPABILITY_ALIASES).map(([real, spec]) => [spec, real]),
);
const withRealCapabilities = <Q extends { capabilities?: readonly string[] | null }>(q: Q) =>
  q.capabilities ? { ...q, capabilities: q.capabilities.map((c) => REAL_CAPABILITY[c] ?? c) } : q;

export type GroupedStepsParams = Omit<z.input<typeof groupedStepsQuery>, "cursor">;

export function createServiceClient(opts: ServiceClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, "");
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const policies = createPolicies(opts.retry, opts.breaker);
  const log = opts.log ?? ((line: string) => logger().warn({ component: "service-client" }, line));

  function send<B>(req: Req, read: (res: Response) => Promise<B>): Promise<Answer<B>> {
    const route = req.route ?? routeOf(req.path);
    return inServiceCallSpan({ method: req.method, route }, (span) => sendTraced(req, read, span));
  }

  async function sendTraced<B>(req: Req, read: (res: Response) => Promise<B>, span: Span): Promise<Answer<B>> {
    const sentId = randomUUID();
    const call: CallInfo = { method: req.method, path: req.path, requestId: sentId };
    const signal = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = {
      accept: "application/json",
      ...req.headers,
      [API_KEY_HEADER]: opts.apiKey,
      [REQUEST_ID_HEADER]: sentId,
    };
    if (req.body !== undefined) headers["content-type"] = "application/json";
    const init: RequestInit = {
      method: req.method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal,
      // Following a redirect would resend the team key to wherever it points.
      redirect: "manual",
    };
    const url = base + req.path + queryString(req.query);
    let attempts = 0;

    const attempt = async (): Promise<Answer<B>> => {
      attempts++;
      try {
        const res = await untilAborted(doFetch(url, init), signal);
        const answered = { ...call, requestId: res.headers.get(REQUEST_ID_HEADER) || sentId };
        if (!res.ok) throw errorFromAnswer(answered, res, await untilAborted(res.text(), signal));
        return { call: answered, res, body: await untilAborted(read(res), signal) };
      } catch (err) {
        if (err instanceof ServiceError) throw err;
        throw signal.aborted
          ? failure(call, "timeout", 504, `No answer within ${timeoutMs} ms`)
          : failure(call, "network", 503, "Could not reach the service", err);
      }
    };

    try {
      const answer = await policies.run(req.method === "GET", attempt, signal);
      span.setAttribute("http.response.status_code", answer.res.status);
      return answer;
    } catch (err) {
      const error =
        err instanceof ServiceError
          ? err
          : isCircuitOpen(err)
            ? failure(call, "unavailable", 503, UNAVAILABLE_DETAIL)
            : failure(
                call,
                signal.aborted ? "timeout" : "network",
                signal.aborted ? 504 : 503,
                "The call did not complete",
                err,
              );
      span.setAttribute("http.response.status_code", error.status);
      if (error.transient || error.kind === "unavailable") {
        log(
          `[service] ${req.method} ${req.path} → ${error.kind} ${error.status} after ${attempts} attempt(s) (request id ${error.requestId})`,
        );
      }
      throw error;
    } finally {
      span.setAttribute("labdesk.service.retry_count", Math.max(0, attempts - 1));
    }
  }

  async function json<S extends z.ZodType>(
    schema: S,
    req: Req,
    prepare?: (json: unknown) => unknown,
  ): Promise<z.output<S>> {
    const answer = await send(req, (res) => res.text());
    return checked(answer.call, () => parseAnswer(answer.call, schema, answer.body, prepare));
  }

  function checked<T>(call: CallInfo, parse: () => T): T {
    try {
      return parse();
    } catch (err) {
      if (err instanceof ServiceError)
        log(
          `[service] ${call.method} ${call.path} → ${err.kind}: ${String((err.cause as Error)?.message)} (request id ${call.requestId})`,
        );
      throw err;
    }
  }

  async function nullWhenAbsent<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await call;
    } catch (err) {
      if (err instanceof ServiceError && err.kind === "http" && err.status === 404) return null;
      throw err;
    }
  }

  /** A PDF as bytes, with a file name safe to put in a Content-Disposition header. */
  async function pdf(path: string, fallbackName: string) {
    const answer = await send(
      { method: "GET", path, headers: { accept: "application/pdf" } },
      async (res) => new Uint8Array(await res.arrayBuffer()),
    );
    const type = answer.res.headers.get("content-type") ?? "";
    if (!type.includes("application/pdf")) {
      checked(answer.call, () => {
        throw failure(
          answer.call,
          "unexpected_shape",
          502,
          UNEXPECTED_SHAPE_DETAIL,
          new Error(`Expected a PDF, got ${type || "no content type"}`),
        );
      });
    }
    return {
      bytes: answer.body,
      filename: attachmentName(answer.res.headers.get("content-disposition"), fallbackName),
      contentType: "application/pdf" as const,
    };
  }

  const groupedSteps = (userId: string, q: GroupedStepsParams) =>
    json(
      groupedStepsReader,
      { method: "GET", path: p`/v2/timeseries/${userId}/steps/grouped`, query: q },
      withNextCursor,
    );

  return {
    inProcess: opts.inProcess ?? false,
    listUsers: (q: { offset?: number; limit?: number } = {}) =>
      json(userListReader, { method: "GET", path: "/v2/user/", query: q }),
    getUser: (userId: string) => json(userReader, { method: "GET", path: p`/v2/user/${userId}` }),
    /** The team's user with exactly this client_user_id, or null (the service answers 404). */
    resolveUser: (clientUserId: string) =>
      nullWhenAbsent(json(userReader, { method: "GET", path: p`/v2/user/resolve/${clientUserId}` })),
    /** Each provider the user is connected to, with its status, connection time and resources. */
    userProviders: (userId: string) =>
      json(userProvidersReader, { method: "GET", path: p`/v2/user/providers/${userId}` }),
    createUser: (body: z.input<typeof createUserBody>) =>
      json(createdUserReader, { method: "POST", path: "/v2/user/", body }),
    /** The latest patient details, or null when none were saved yet (the service answers 404). */
    getUserInfo: (userId: string) =>
      nullWhenAbsent(json(userInfoReader, { method: "GET", path: p`/v2/user/${userId}/info/latest` })),
    updateUserInfo: (userId: string, body: z.input<typeof userInfoUpdate>) =>
      json(userInfoReader, { method: "PATCH", path: p`/v2/user/${userId}/info`, body }),
    /** One page; pass its next_cursor back for the next. */
    groupedSteps,
    /** Every page, merged by provider and source. */
    allGroupedSteps: (userId: string, q: Omit<GroupedStepsParams, "next_cursor">, o: { maxPages?: number } = {}) =>
      followGroupedSteps(
        (cursor) => groupedSteps(userId, { ...q, next_cursor: cursor }),
        { method: "GET", path: p`/v2/timeseries/${userId}/steps/grouped` },
        o.maxPages,
      ),
    /** Every page, handed to `onPage` one at a time (nothing is accumulated). */
    eachGroupedStepsPage: (
      userId: string,
      q: Omit<GroupedStepsParams, "next_cursor">,
      onPage: (groups: GroupedStepsView["groups"]) => void,
      o: { maxPages?: number } = {},
    ) =>
      walkGroupedSteps(
        (cursor) => groupedSteps(userId, { ...q, next_cursor: cursor }),
        { method: "GET", path: p`/v2/timeseries/${userId}/steps/grouped` },
        onPage,
        o.maxPages,
      ),
    listProviders: (q: { source_type?: string | null } = {}) =>
      json(providerListReader, { method: "GET", path: "/v2/providers/", query: q }),
    /** The providers a link can connect (real service: GET /v2/link/providers). */
    linkProviders: () => json(linkProviderListReader, { method: "GET", path: "/v2/link/providers" }),
    createLinkToken: (body: z.input<typeof linkTokenRequest>) =>
      json(linkTokenReader, { method: "POST", path: "/v2/link/token", body }),
    createLinkCode: (userId: string, expiresAt?: Date | string) =>
      json(linkCodeReader, {
        method: "POST",
        path: "/v2/link/code/create",
        query: { user_id: userId, expires_at: expiresAt instanceof Date ? expiresAt.toISOString() : expiresAt },
      }),
    createSignInToken: (userId: string) =>
      json(signInTokenReader, { method: "POST", path: p`/v2/user/${userId}/sign_in_token` }),
    oauthProviderInfo: (provider: string, o: { linkToken?: string } = {}) =>
      json(providerLinkInfoReader, {
        method: "GET",
        path: p`/v2/link/provider/oauth/${provider}`,
        headers: o.linkToken ? { [LINK_TOKEN_HEADER]: o.linkToken } : undefined,
      }),
    /** `queued` is true when the service answered 202 (still running; follow it with listBulkOps). */
    async bulkImport(body: z.input<typeof bulkImportBody>) {
      const answer = await send({ method: "POST", path: "/v2/link/bulk_import", body }, (res) => res.text());
      const result = checked(answer.call, () => parseAnswer(answer.call, bulkImportReader, answer.body));
      return { ...result, queued: answer.res.status === 202 };
    },
    /** Embedded service only: the real service has no such endpoint (it answers 404 there). */
    bulkImportReadiness: () =>
      json(bulkImportReadinessReader, { method: "GET", path: "/v2/link/bulk_import/readiness" }),
    listBulkOps: (q: { next_cursor?: string | null; page_size?: number } = {}) =>
      json(bulkOpListReader, { method: "GET", path: "/v2/link/bulk_op", query: q }),
    pscByArea: (q: Partial<PscByAreaQuery> & Pick<PscByAreaQuery, "zip_code" | "lab_id">) =>
      json(pscInfoReader, { method: "GET", path: "/v3/order/psc/info", query: withRealCapabilities(q) }),
    pscByOrder: (orderId: string, q: Partial<PscByOrderQuery> = {}) =>
      json(pscInfoReader, { method: "GET", path: p`/v3/order/${orderId}/psc/info`, query: withRealCapabilities(q) }),
    /** The key is sent for services that dedupe by it; the embedded one relies on one active appointment per order. */
    requestAppointment: (orderId: string, body: z.input<typeof appointmentRequest>, idempotencyKey?: string) =>
      json(appointmentReader, {
        method: "POST",
        path: p`/v3/order/${orderId}/phlebotomy/appointment/request`,
        body,
        headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
      }),
    getAppointment: (orderId: string) =>
      json(appointmentReader, { method: "GET", path: p`/v3/order/${orderId}/phlebotomy/appointment` }),
    /** Reads `{order, status, message}` or a bare order; answers the order's view. */
    createOrder: (body: z.input<typeof createOrderBody>, idempotencyKey?: string) =>
      json(createdOrderReader, {
        method: "POST",
        path: "/v3/order",
        body,
        headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
      }),
    getOrder: (orderId: string) => json(orderReader, { method: "GET", path: p`/v3/order/${orderId}` }),
    listOrders: (q: Partial<ListOrdersQuery> = {}) =>
      json(orderListReader, { method: "GET", path: "/v3/orders", query: q }),
    listLabs: () => json(labListReader, { method: "GET", path: "/v3/lab_tests/labs" }),
    listLabTests: (q: Partial<LabTestPageQuery> = {}) =>
      json(labTestPageReader, { method: "GET", path: "/v3/lab_test", query: q }),
    /** The deprecated plain list of every test. */
    listAllLabTests: () => json(labTestListReader, { method: "GET", path: "/v3/lab_tests" }),
    /** The requisition form as bytes, with a file name safe to put in a Content-Disposition header. */
    requisitionPdf: (orderId: string) => pdf(p`/v3/order/${orderId}/requisition/pdf`, `requisition-${orderId}.pdf`),
    /** The lab report PDF of a completed order. */
    resultPdf: (orderId: string) => pdf(p`/v3/order/${orderId}/result/pdf`, `results-${orderId}.pdf`),
    /** The order's results, or null while there are none (the service answers 404). */
    orderResults: (orderId: string) =>
      nullWhenAbsent(json(labResultsReader, { method: "GET", path: p`/v3/order/${orderId}/result` })),
    resultMetadata: (orderId: string) =>
      nullWhenAbsent(json(resultMetadataReader, { method: "GET", path: p`/v3/order/${orderId}/result/metadata` })),
    /** Bookable slots by day for an address, in its time zone; each key expires after a few minutes. */
    appointmentAvailability: (address: z.input<typeof usAddressInput>, startDate?: string) =>
      json(availabilityReader, {
        method: "POST",
        path: "/v3/order/phlebotomy/appointment/availability",
        query: { start_date: startDate },
        body: address,
      }),
    bookAppointment: (orderId: string, bookingKey: string) =>
      json(appointmentReader, {
        method: "POST",
        path: p`/v3/order/${orderId}/phlebotomy/appointment/book`,
        body: { booking_key: bookingKey },
      }),
    rescheduleAppointment: (orderId: string, bookingKey: string) =>
      json(appointmentReader, {
        method: "PATCH",
        path: p`/v3/order/${orderId}/phlebotomy/appointment/reschedule`,
        body: { booking_key: bookingKey },
      }),
    cancelAppointment: (orderId: string, body: z.input<typeof appointmentCancelRequest>) =>
      json(appointmentReader, { method: "PATCH", path: p`/v3/order/${orderId}/phlebotomy/appointment/cancel`, body }),
    cancellationReasons: () =>
      json(cancellationReasonsReader, { method: "GET", path: "/v3/order/phlebotomy/appointment/cancellation-reasons" }),
    /** Cancels an order whose sample is not with the lab yet; answers the cancelled order's view. */
    cancelOrder: (orderId: string) =>
      json(createdOrderReader, { method: "POST", path: p`/v3/order/${orderId}/cancel` }),
    /**
     * Any read of the interface as it answers, for the API reference's "try it": `path` is already
     * encoded and checked against the interface's read operations by the caller, `route` is its
     * template. Failures throw like every other call; the answer is passed on as bytes.
     */
    async readAsIs(path: string, route: string, params: URLSearchParams) {
      const query: Record<string, string[]> = {};
      for (const [key, value] of params) (query[key] ??= []).push(value);
      const answer = await send(
        { method: "GET", path, route, query },
        async (res) => new Uint8Array(await res.arrayBuffer()),
      );
      return {
        status: answer.res.status,
        body: answer.body,
        contentType: answer.res.headers.get("content-type"),
        contentDisposition: answer.res.headers.get("content-disposition"),
        requestId: answer.call.requestId,
      };
    },
    /** Removes the user's connection to a provider; the data already collected stays. */
    disconnectProvider: (userId: string, provider: string) =>
      json(successReader, { method: "DELETE", path: p`/v2/user/${userId}/${provider}` }),
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
