import * as z from "zod";
import type { Context } from "hono";
import { detailError, validationError } from "@/lib/contract/common";

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
