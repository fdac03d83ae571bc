import { dateTime, isoDate, uuid } from "./common";
import * as z from "zod";
import "./z";

/** A provider as a connected source names it (the real service's ClientFacingProvider). */
export const sourceProvider = z
  .object({ name: z.string(), slug: z.string(), logo: z.string().nullable() })
  .openapi("ClientFacingProvider");

/** The documented interface lists `created_on` and `source`; the real service adds `provider` (the same provider). */
export const connectedSource = z
  .object({ created_on: dateTime, source: sourceProvider, provider: sourceProvider })
  .openapi("ConnectedSource");

export const fallbackBirthDate = z.object({ value: isoDate, source_slug: z.string(), updated_at: dateTime });
export const fallbackTimeZone = z.object({ id: z.string(), source_slug: z.string(), updated_at: dateTime });

export const user = z
  .object({
    user_id: uuid,
    team_id: uuid,
    client_user_id: z.string(),
    created_on: dateTime,
    connected_sources: z.array(connectedSource),
    fallback_birth_date: fallbackBirthDate.nullable().optional(),
    fallback_time_zone: fallbackTimeZone.nullable().optional(),
  })
  .openapi("User");
export type User = z.infer<typeof user>;

export const MAX_USERS_PAGE = 500;
export const listUsersQuery = z.object({
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .openapi({ param: { name: "offset", in: "query" } }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_USERS_PAGE)
    .default(100)
    .openapi({ param: { name: "limit", in: "query" } }),
});

export const userList = z
  .object({ users: z.array(user), total: z.number().int(), offset: z.number().int(), limit: z.number().int() })
  .openapi("UserList");

/**
 * An IANA zone name this runtime can format in. Intl.supportedValuesOf lists only canonical names
 * (Node 20 omits Asia/Kolkata, America/Indiana/Indianapolis…), so ask the formatter instead.
 */
export function isIanaTimeZone(value: string) {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const ianaTimeZone = z.string().refine(isIanaTimeZone, { message: "Unknown IANA time zone" });

export const createUserBody = z
  .object({
    client_user_id: z.string().trim().min(1).max(255),
    fallback_time_zone: ianaTimeZone.nullable().optional(),
    // Sent by the real service's clients; accepted so such a body is not refused, not stored.
    ingestion_start: z.string().nullable().optional(),
    ingestion_end: z.string().nullable().optional(),
    fallback_birth_date: isoDate
      .refine((v) => new Date(v) <= new Date(), { message: "Birth date must be in the past" })
      .nullable()
      .optional(),
  })
  .openapi("CreateUserBody");

export const createUserResponse = z.object({ user_id: uuid, client_user_id: z.string() }).openapi("CreateUserResponse");

export const userIdParam = z.object({
  user_id: uuid.openapi({ param: { name: "user_id", in: "path" } }),
});

export const clientUserIdParam = z.object({
  client_user_id: z
    .string()
    .min(1)
    .openapi({
      param: { name: "client_user_id", in: "path" },
      description: "The customer's own identifier, matched exactly",
    }),
});

export const userProviderParam = z.object({
  user_id: uuid.openapi({ param: { name: "user_id", in: "path" } }),
  provider: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "provider", in: "path" }, description: "Provider slug, e.g. fitbit" }),
});

/** The real service's `UserSuccessResponse`, answered by deregistering a provider. */
export const userSuccessResponse = z.object({ success: z.boolean() }).openapi("UserSuccessResponse");
