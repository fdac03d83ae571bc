import * as z from "zod";
import type { Context } from "hono";
import { detailError, validationError } from "@/lib/contract/common";
import { documentedPath, type DocumentedPath } from "@/lib/contract/operation-types";
import type { Operation } from "@/lib/contract/operations";

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

export const jsonBody = <T extends z.ZodType>(schema: T, required = true) => ({
  content: { "application/json": { schema } },
  required,
});

/** The error responses every endpoint can give, declared once for the OpenAPI document. */
export const errorResponses = {
  400: jsonResponse(detailError, "Request refused"),
  401: jsonResponse(detailError, "Missing or invalid x-service-api-key"),
  404: jsonResponse(detailError, "Not found for this team"),
  422: jsonResponse(validationError, "Validation error"),
} as const;

/** A PDF download, as the OpenAPI document declares it. */
export const pdfResponse = (description: string) => ({
  content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
  description,
});

/** Answers a PDF as a private download that no cache keeps (it carries patient data). */
export const pdfBody = (c: Context, bytes: Uint8Array, filename: string) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename=${filename}`,
    "cache-control": "private, no-store",
  });

type Part<O, K extends string> = O extends Record<K, infer S> ? S : undefined;
type JsonBody<S> = S extends z.ZodType
  ? { content: { "application/json": { schema: S } }; required: boolean }
  : undefined;

/**
 * The method, path and request of an operation of the route table, for createRoute: a route's
 * paths, parameters, query, headers and body are the table's, never written again here.
 */
export function routeOf<const O extends Operation>(op: O) {
  const parts = { params: op.params, query: op.query, headers: op.headers, body: op.body && jsonBody(op.body) };
  const present = Object.entries(parts).filter(([, part]) => part !== undefined);
  return {
    method: op.method.toLowerCase() as Lowercase<O["method"]>,
    path: documentedPath(op.path),
    // A route without any part keeps no `request` at all, so its OpenAPI operation lists none.
    ...(present.length > 0 ? { request: Object.fromEntries(present) } : {}),
  } as {
    method: Lowercase<O["method"]>;
    path: DocumentedPath<O["path"]>;
    request: {
      params: Part<O, "params">;
      query: Part<O, "query">;
      headers: Part<O, "headers">;
      body: JsonBody<Part<O, "body">>;
    };
  };
}

/** The operation's 200 answer as the table declares it (JSON with its schema, or a PDF). */
export function ok<const O extends Operation>(op: O, description: string) {
  return (
    op.response === "pdf" ? pdfResponse(description) : jsonResponse(op.response, description)
  ) as O["response"] extends z.ZodType
    ? ReturnType<typeof jsonResponse<O["response"]>>
    : ReturnType<typeof pdfResponse>;
}
