import "server-only";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { bulkImportBody, linkTokenRequest } from "@/lib/contract/link";
import type { groupedStepsQuery } from "@/lib/contract/timeseries";
import type { userInfoUpdate } from "@/lib/contract/user-info";
import type { createUserBody } from "@/lib/contract/users";
import { successReader } from "./read/appointment-booking";
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
import { providerListReader, userProvidersReader } from "./read/providers";
import { groupedStepsReader, type GroupedStepsView } from "./read/timeseries";
import { userInfoReader } from "./read/user-info";
import { createdUserReader, userListReader, userReader } from "./read/users";
import { isHttpStatus, ServiceError, UNAVAILABLE_DETAIL, UNEXPECTED_SHAPE_DETAIL } from "./errors";
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
} from "./response";
import { logger } from "@/lib/ops/logger";
import { inServiceCallSpan, type ServiceCallRecord } from "@/lib/ops/service-call-span";
import { API_KEY_HEADER, LINK_TOKEN_HEADER, REQUEST_ID_HEADER } from "./headers";
import { callDeadline } from "./call-deadline";
import { fetchImage } from "./image-fetch";
import { orderCalls } from "./order-calls";
import {
  buildPath,
  callOf,
  RouteParamError,
  type OperationArgs,
  type OperationCall,
  type ServiceCall as Call,
} from "./route";
import {
  readOperationAt,
  type AnswerSchema,
  type JsonOperationName,
  type PdfOperationName,
  type ReadPath,
} from "@/lib/contract/operation-types";
import { operations } from "@/lib/contract/operations";
import type { AnswerReader } from "./read/common";

/**
 * The console's one door to the service: nothing else calls it. Only this file sees the base URL, the
 * team key and the header names; it sets a deadline on every call, retries idempotent reads and
 * parses every answer with the contract.
 */

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
  /** Failure lines (method, route template, status, request id; never ids, headers or bodies). The process logger by default. */
  log?: (line: string) => void;
};

type Answer<B> = { call: CallInfo; res: Response; body: B };

const STEPS_ROUTE = operations.groupedSteps.path;

export type GroupedStepsParams = Omit<z.input<typeof groupedStepsQuery>, "cursor">;

export function createServiceClient(opts: ServiceClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, "");
  const doFetch: FetchLike = opts.fetch ?? ((url, init) => fetch(url, init));
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const policies = createPolicies(opts.retry, opts.breaker);
  const log = opts.log ?? ((line: string) => logger().warn({ component: "service-client" }, line));

  function send<B>(req: Call, read: (res: Response) => Promise<B>): Promise<Answer<B>> {
    return inServiceCallSpan({ method: req.method, template: req.route }, (record) => sendTraced(req, read, record));
  }

  async function sendTraced<B>(req: Call, read: (res: Response) => Promise<B>, record: ServiceCallRecord) {
    const sentId = randomUUID();
    const path = pathOf(req, sentId);
    // Errors name the template too: their message reaches logs, and an id can be a client's choice.
    const call: CallInfo = { method: req.method, path: req.route, requestId: sentId };
    const deadline = callDeadline(timeoutMs);
    const { signal } = deadline;
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
    const url = base + path + queryString(req.query);
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
      record.status(answer.res.status);
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
      record.status(error.status);
      if (error.transient || error.kind === "unavailable") {
        log(
          `[service] ${req.method} ${req.route} → ${error.kind} ${error.status} after ${attempts} attempt(s) (request id ${error.requestId})`,
        );
      }
      throw error;
    } finally {
      deadline.end();
      record.retries(Math.max(0, attempts - 1));
    }
  }

  /** The request path; an id that cannot name anything (empty, "." or "..") is a 404 unsent. */
  function pathOf(req: Call, requestId: string): string {
    try {
      return buildPath(req.route, req.params);
    } catch (err) {
      if (!(err instanceof RouteParamError)) throw err;
      throw failure({ method: req.method, path: req.route, requestId }, "http", 404, "Not found", err);
    }
  }

  /**
   * Calls an operation of the route table by name and reads its answer with a reader declared
   * against that operation's answer schema (a reader of another answer does not compile).
   */
  async function read<N extends JsonOperationName, R extends AnswerReader<AnswerSchema<N>>>(
    name: N,
    reader: R,
    call: OperationCall<N> | undefined,
    prepare?: (json: unknown) => unknown,
  ): Promise<z.output<R>> {
    const req = callOf(name, call);
    const answer = await send(req, (res) => res.text());
    return checked(answer.call, req.route, () => parseAnswer(answer.call, reader, answer.body, prepare));
  }

  const json = <N extends JsonOperationName, R extends AnswerReader<AnswerSchema<N>>>(
    name: N,
    reader: R,
    ...[call]: OperationArgs<N>
  ) => read(name, reader, call);

  /** Logs an answer the contract does not describe, by the call's template (no ids). */
  function checked<T>(call: CallInfo, route: string, parse: () => T): T {
    try {
      return parse();
    } catch (err) {
      if (err instanceof ServiceError)
        log(
          `[service] ${call.method} ${route} → ${err.kind}: ${String((err.cause as Error)?.message)} (request id ${call.requestId})`,
        );
      throw err;
    }
  }

  async function nullWhenAbsent<T>(call: Promise<T>): Promise<T | null> {
    try {
      return await call;
    } catch (err) {
      if (isHttpStatus(err, 404)) return null;
      throw err;
    }
  }

  /** A PDF as bytes, with a file name safe to put in a Content-Disposition header. */
  async function pdf<N extends PdfOperationName>(name: N, call: OperationCall<N>, fallbackName: string) {
    const req = callOf(name, { ...call, headers: { accept: "application/pdf" } });
    const answer = await send(req, async (res) => new Uint8Array(await res.arrayBuffer()));
    const type = answer.res.headers.get("content-type") ?? "";
    if (!type.includes("application/pdf")) {
      checked(answer.call, req.route, () => {
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
    read("groupedSteps", groupedStepsReader, { params: { user_id: userId }, query: q }, withNextCursor);

  return {
    inProcess: opts.inProcess ?? false,
    listUsers: (q: { offset?: number; limit?: number } = {}) => json("listUsers", userListReader, { query: q }),
    getUser: (userId: string) => json("getUser", userReader, { params: { user_id: userId } }),
    /** The team's user with exactly this client_user_id, or null (the service answers 404). */
    resolveUser: (clientUserId: string) =>
      nullWhenAbsent(json("resolveUser", userReader, { params: { client_user_id: clientUserId } })),
    /** Each provider the user is connected to, with its status, connection time and resources. */
    userProviders: (userId: string) => json("userProviders", userProvidersReader, { params: { user_id: userId } }),
    createUser: (body: z.input<typeof createUserBody>) => json("createUser", createdUserReader, { body }),
    /** The latest patient details, or null when none were saved yet (the service answers 404). */
    getUserInfo: (userId: string) =>
      nullWhenAbsent(json("getUserInfo", userInfoReader, { params: { user_id: userId } })),
    updateUserInfo: (userId: string, body: z.input<typeof userInfoUpdate>) =>
      json("updateUserInfo", userInfoReader, { params: { user_id: userId }, body }),
    /** One page; pass its next_cursor back for the next. */
    groupedSteps,
    /** Every page, merged by provider and source. */
    allGroupedSteps: (userId: string, q: Omit<GroupedStepsParams, "next_cursor">, o: { maxPages?: number } = {}) =>
      followGroupedSteps(
        (cursor) => groupedSteps(userId, { ...q, next_cursor: cursor }),
        { method: "GET", path: STEPS_ROUTE },
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
        { method: "GET", path: STEPS_ROUTE },
        onPage,
        o.maxPages,
      ),
    /** A provider logo the service links to, as bytes the console can serve from its own origin. */
    providerLogo: (url: string) => fetchImage(doFetch, url, timeoutMs),
    listProviders: (q: { source_type?: string | null } = {}) => json("listProviders", providerListReader, { query: q }),
    /** The providers a link can connect (real service: GET /v2/link/providers). */
    linkProviders: () => json("linkProviders", linkProviderListReader),
    createLinkToken: (body: z.input<typeof linkTokenRequest>) => json("createLinkToken", linkTokenReader, { body }),
    createLinkCode: (userId: string, expiresAt?: Date | string) =>
      json("createLinkCode", linkCodeReader, {
        query: { user_id: userId, expires_at: expiresAt instanceof Date ? expiresAt.toISOString() : expiresAt },
      }),
    createSignInToken: (userId: string) =>
      json("createSignInToken", signInTokenReader, { params: { user_id: userId } }),
    oauthProviderInfo: (provider: string, o: { linkToken?: string } = {}) =>
      json("oauthProviderInfo", providerLinkInfoReader, {
        params: { oauth_provider: provider },
        headers: o.linkToken ? { [LINK_TOKEN_HEADER]: o.linkToken } : undefined,
      }),
    /** `queued` is true when the service answered 202 (still running; follow it with listBulkOps). */
    async bulkImport(body: z.input<typeof bulkImportBody>) {
      const req = callOf("bulkImport", { body });
      const answer = await send(req, (res) => res.text());
      const reader: AnswerReader<AnswerSchema<"bulkImport">> & typeof bulkImportReader = bulkImportReader;
      const result = checked(answer.call, req.route, () => parseAnswer(answer.call, reader, answer.body));
      return { ...result, queued: answer.res.status === 202 };
    },
    /** Embedded service only: the real service has no such endpoint (it answers 404 there). */
    bulkImportReadiness: () => json("bulkImportReadiness", bulkImportReadinessReader),
    listBulkOps: (q: { next_cursor?: string | null; page_size?: number } = {}) =>
      json("listBulkOps", bulkOpListReader, { query: q }),
    ...orderCalls({ json, pdf, nullWhenAbsent }),
    /** Removes the user's connection to a provider; the data already collected stays. */
    disconnectProvider: (userId: string, provider: string) =>
      json("disconnectProvider", successReader, { params: { user_id: userId, provider: provider } }),
    /**
     * Any read of the route table as it answers, for the API reference's "try it": the caller has
     * matched the request against the interface's read operations and hands its ids apart, as every
     * other call does. Failures throw like every other call; the answer is passed on as bytes.
     */
    async readAsIs(template: ReadPath, params: Readonly<Record<string, string>>, search: URLSearchParams) {
      const operation = readOperationAt(template);
      if (!operation) throw new RouteParamError(`${template} is not a read of the route table`);
      const query: Record<string, string[]> = {};
      for (const [key, value] of search) (query[key] ??= []).push(value);
      const answer = await send(
        { method: "GET", route: operation.path, params, query },
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
  };
}

export type ServiceClient = ReturnType<typeof createServiceClient>;
