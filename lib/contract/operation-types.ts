import type * as z from "zod";
import { operations, type Operation } from "./operations";

/** Names and kinds of the route table's operations, and the paths they are documented under. */
export type Operations = typeof operations;
export type OperationName = keyof Operations;

/** The operations whose answer is JSON (every one but the PDF downloads). */
export type JsonOperationName = {
  [N in OperationName]: Operations[N]["response"] extends z.ZodType ? N : never;
}[OperationName];
export type PdfOperationName = Exclude<OperationName, JsonOperationName>;

/** The contract schema of an operation's JSON answer. */
export type AnswerSchema<N extends JsonOperationName> = Extract<Operations[N]["response"], z.ZodType>;

/**
 * A path as the embedded service registers it and its OpenAPI document lists it: without a
 * trailing slash (the service answers either spelling; see createServiceApp).
 */
export type DocumentedPath<P extends string> = P extends `${infer Head}/` ? Head : P;
export const documentedPath = <P extends string>(path: P) => path.replace(/(.)\/$/, "$1") as DocumentedPath<P>;

/** The documented path of every read (GET) of the table: what the API reference's try-it may name. */
export type ReadPath = {
  [N in OperationName]: Operations[N]["method"] extends "GET" ? DocumentedPath<Operations[N]["path"]> : never;
}[OperationName];

/** The read operation a documented path names, if any. */
export function readOperationAt(path: string): Operation | undefined {
  return Object.values<Operation>(operations).find((op) => op.method === "GET" && documentedPath(op.path) === path);
}
