/**
 * Service paths named by their templates, spelled as the interface spells them
 * ("/v2/user/{user_id}"). Each call names its template and hands the ids apart; the template is
 * what a trace or a log line shows, so no user or order id (nor a client's own user id, which
 * can be anything a client chose) reaches either. Only the request URL carries the ids.
 */

import type * as z from "zod";
import type { OperationName, Operations } from "@/lib/contract/operation-types";
import { operations } from "@/lib/contract/operations";
import type { QueryValue } from "./response";

/** The parameter names in a template: "/v3/order/{order_id}/result" → "order_id". */
export type RouteParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | RouteParamNames<Rest>
  : never;

/** A template without parameters takes none; one with parameters needs exactly those. */
export type RouteParams<T extends string> = [RouteParamNames<T>] extends [never]
  ? { params?: undefined }
  : { params: Record<RouteParamNames<T>, string> };

/** A value that cannot name anything at its place in a path. */
export class RouteParamError extends Error {
  override readonly name = "RouteParamError";
}

// A URL parser takes a "." or ".." segment as a step up the path (encodeURIComponent leaves dots
// alone), so an id spelled that way would reach another endpoint; an empty one would too
// ("/v2/user/" lists every user).
const DOT_SEGMENT = /^\.{1,2}$/;

/**
 * The path for a template, each parameter percent-encoded as one segment: an id can never add a
 * segment, a query or a fragment. Throws RouteParamError for a missing, empty or dot-only value.
 */
export function buildPath(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RouteParamError(`${template}: no value for {${name}}`);
    if (value === "" || DOT_SEGMENT.test(value))
      throw new RouteParamError(`${template}: {${name}} cannot be "${value}"`);
    return encodeURIComponent(value);
  });
}

/** A call, named by its route template; `params` fill the template's `{name}` segments. */
export type ServiceCall = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  route: string;
  params?: Readonly<Record<string, string>>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
};

/** Query keys are the table's query schema's; values are sent as given (the service validates them). */
type QueryOf<N extends OperationName> = Operations[N] extends { query: infer Q extends z.ZodType }
  ? { [K in keyof z.input<Q>]?: QueryValue }
  : never;

type BodyOf<N extends OperationName> = Operations[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;

/**
 * A call of an operation of the route table, as written at its call site: its params are exactly
 * its template's names, its body is its body schema's input, and an operation with no body takes none.
 */
export type OperationCall<N extends OperationName> = {
  query?: QueryOf<N>;
  headers?: Record<string, string>;
} & RouteParams<Operations[N]["path"]> &
  ([BodyOf<N>] extends [never] ? { body?: undefined } : { body: BodyOf<N> });

/** An operation that needs nothing at its call site (no params, no body) may be called without any. */
export type OperationArgs<N extends OperationName> = [RouteParamNames<Operations[N]["path"]>] extends [never]
  ? [BodyOf<N>] extends [never]
    ? [call?: OperationCall<N>]
    : [call: OperationCall<N>]
  : [call: OperationCall<N>];

/** The call as sent: the table's method, and its template as the route (what traces and logs show). */
export function callOf<N extends OperationName>(name: N, call?: OperationCall<N>): ServiceCall {
  const { method, path } = operations[name];
  return { ...call, method, route: path };
}
