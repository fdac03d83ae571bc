import * as z from "zod";
import "./z";

/** A non-exhaustive enum as a request field: only the listed values are accepted. */
export const requestEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values);

/**
 * A non-exhaustive enum as a response field: any string is accepted and kept as it is, so a value
 * the service adds later is shown rather than dropped.
 */
export const responseEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().openapi({ description: `Non-exhaustive; known values: ${values.join(", ")}` }) as unknown as z.ZodType<
    T[number] | (string & {})
  >;

export const uuid = z.uuid();
export const dateTime = z.string().openapi({ format: "date-time" });
export const isoDate = z.iso.date().openapi({ format: "date" });

/** Query value that may be repeated (`?a=x&a=y`) or given once: always an array after parsing. */
export const queryArray = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null ? v : Array.isArray(v) ? v : [v]), z.array(item));

/** Query integer: a string of digits coerced to a number. */
export const queryInt = () => z.coerce.number().int();

export const detailError = z.object({ detail: z.string() }).openapi("ErrorDetail");
export const validationError = z
  .object({
    detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
  })
  .openapi("HTTPValidationError");
