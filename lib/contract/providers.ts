import { AUTH_TYPES, SOURCE_TYPES, SUPPORTED_RESOURCES } from "./enums";
import { responseEnum } from "./common";
import * as z from "zod";
import "./z";

export const provider = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    logo: z.string().nullable(),
    auth_type: responseEnum(AUTH_TYPES).nullable().optional(),
    supported_resources: z.array(responseEnum(SUPPORTED_RESOURCES)).optional(),
  })
  .openapi("Provider");
export type Provider = z.infer<typeof provider>;

export const providerList = z.array(provider).openapi("ProviderList");

export const providersQuery = z.object({
  source_type: z
    .string()
    .nullable()
    .optional()
    .openapi({ description: `Filter by source type (${SOURCE_TYPES.join(", ")})` }),
});

export const CONNECTION_ERROR_TYPES = [
  "token_refresh_failed",
  "webhook_registration_failed",
  "user_not_found",
  "deregistered_per_provider",
  "required_scopes_not_granted",
  "provider_credential_error",
  "provider_password_expired",
  "unknown",
] as const;

/** Whether a connection can deliver a resource (the real service's ResourceAvailability). */
export const resourceAvailability = z
  .object({
    status: responseEnum(["available", "unavailable"]),
    scope_requirements: z
      .object({
        user_granted: z.object({ required: z.array(z.string()), optional: z.array(z.string()) }),
        user_denied: z.object({ required: z.array(z.string()), optional: z.array(z.string()) }),
      })
      .nullable()
      .optional(),
  })
  .openapi("ResourceAvailability");

/** One provider a user is connected to, with the connection's state (the real service's ClientFacingProviderWithStatus). */
export const connectedProvider = z
  .object({
    name: z.string(),
    slug: z.string(),
    logo: z.string(),
    created_on: z.string().openapi({ format: "date-time" }),
    status: responseEnum(["connected", "error", "paused"]),
    external_user_id: z.string().nullable().optional(),
    error_details: z
      .object({
        error_type: responseEnum(CONNECTION_ERROR_TYPES),
        error_message: z.string(),
        errored_at: z.string().openapi({ format: "date-time" }),
      })
      .nullable()
      .optional(),
    resource_availability: z.record(z.string(), resourceAvailability),
  })
  .openapi("ClientFacingProviderWithStatus");

/** GET /v2/user/providers/{user_id}: the real service answers a record of lists, under `providers`. */
export const userProviders = z.object({ providers: z.array(connectedProvider) }).openapi("UserConnectedProviders");
export type UserProviders = z.infer<typeof userProviders>;
