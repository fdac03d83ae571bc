import type { z } from "@hono/zod-openapi";
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
