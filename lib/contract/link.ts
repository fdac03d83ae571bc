import { AUTH_TYPES, LINK_PROVIDERS, OAUTH_PROVIDERS, SOURCE_TYPES } from "./enums";
import { dateTime, requestEnum, responseEnum, uuid } from "./common";
import * as z from "zod";
import "./z";

const UNSAFE_SCHEMES = new Set(["javascript:", "data:", "vbscript:", "file:", "blob:"]);

/**
 * Where the hosted link page may send the user back to. Any URL scheme is allowed (mobile apps use
 * their own), except those a browser would execute or read locally instead of navigating. The
 * scheme is the one a browser would use: URL parsing drops leading control characters and
 * spaces, and folds case, so "\u0001JavaScript:" is a javascript: URL. Control characters are
 * refused outright: no real return address has one.
 */
export const redirectUrl = z
  .url()
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { message: "redirect_url must not contain control characters" })
  // Runs even when the url check failed (zod keeps checking), so a value that is no URL passes here.
  .refine((v) => !URL.canParse(v) || !UNSAFE_SCHEMES.has(new URL(v).protocol), {
    message: "redirect_url must not use a script, data or file scheme",
  });

const onlyRedirect = z.literal("redirect").nullable().optional();

export const linkTokenRequest = z
  .object({
    user_id: uuid,
    provider: requestEnum(LINK_PROVIDERS).nullable().optional(),
    redirect_url: redirectUrl.nullable().optional(),
    filter_on_providers: z.array(requestEnum(LINK_PROVIDERS)).min(1).nullable().optional(),
    on_error: onlyRedirect,
    on_close: onlyRedirect,
  })
  .openapi("LinkTokenRequest");
export type LinkTokenRequest = z.infer<typeof linkTokenRequest>;

export const linkTokenResponse = z
  .object({ link_token: z.string(), link_web_url: z.string() })
  .openapi("LinkTokenResponse");

/** A link code as the interface defines it; the exchange URL ends with the code. */
export const LINK_CODE_PATTERN = /^(sk|pk)(eu|us)([\da-f]{8})/;
export const EXCHANGE_URL_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/[^?]+\?code=(sk|pk)(eu|us)([\da-f]{8})$/;

export const linkCodeQuery = z.object({
  user_id: uuid.openapi({ param: { name: "user_id", in: "query" } }),
  expires_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .openapi({ param: { name: "expires_at", in: "query" }, description: "Default: server time plus 1 hour" }),
});

export const linkCodeResponse = z
  .object({
    code: z.string().regex(LINK_CODE_PATTERN),
    exchange_url: z.string().regex(EXCHANGE_URL_PATTERN),
    expires_at: dateTime,
  })
  .openapi("LinkCode");

export const signInTokenResponse = z.object({ user_id: uuid, sign_in_token: z.string() }).openapi("SignInToken");

export const oauthProviderParam = z.object({
  oauth_provider: requestEnum(OAUTH_PROVIDERS).openapi({ param: { name: "oauth_provider", in: "path" } }),
});

/** The OAuth provider link info may authenticate with a link token instead of the team key. */
export const linkTokenHeader = z.object({
  "x-service-link-token": z
    .string()
    .optional()
    .openapi({
      param: { name: "x-service-link-token", in: "header" },
      description: "A link token from POST /v2/link/token",
    }),
});

export const providerLinkInfo = z
  .object({
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    // Not in the documented interface's list of fields; the real service always sends the provider's logo URL.
    logo: z.string(),
    id: z.number().int(),
    group: z.string().nullable().optional(),
    oauth_url: z.string().nullable().optional(),
    auth_type: responseEnum(AUTH_TYPES).nullable().default("oauth"),
    source_type: responseEnum(SOURCE_TYPES).nullable().default("device"),
    is_active: z.boolean().nullable().default(true),
    backfill_num_days: z.number().int().nullable().optional(),
  })
  .openapi("ProviderLinkInfo");
export type ProviderLinkInfo = z.infer<typeof providerLinkInfo>;

/** Required-ness is not shown by the interface: only what an import cannot do without is required. */
export const connectionRecipe = z
  .object({
    user_id: uuid,
    access_token: z.string().min(1),
    refresh_token: z.string().nullable().optional(),
    provider_id: z.string().nullable().optional(),
    expires_at: z.number().int().nullable().optional(),
    oauth_scopes: z.array(z.string()).nullable().optional(),
  })
  .openapi("ConnectionRecipe");
export type ConnectionRecipe = z.infer<typeof connectionRecipe>;

export const bulkImportBody = z
  .object({
    provider: requestEnum(OAUTH_PROVIDERS),
    connections: z.array(connectionRecipe),
    wait_for_completion: z.boolean().default(false),
  })
  .openapi("BulkImportConnectionsBody");
export type BulkImportBody = z.infer<typeof bulkImportBody>;

export const bulkImportResponse = z
  .object({ user_ids_imported: z.array(uuid), user_ids_failed: z.array(uuid) })
  .openapi("BulkImportConnectionsResponse");

export const BULK_OP_STATUSES = ["in_progress", "success", "failure", "aborted"] as const;

export const bulkOp = z
  .object({
    type: z.string(),
    status: responseEnum(BULK_OP_STATUSES),
    provider: z.string(),
    pending: z.number().int(),
    processed: z.number().int(),
    started_at: dateTime,
    ended_at: dateTime.nullable(),
  })
  .openapi("BulkOp");

/**
 * GET /v2/link/bulk_import/readiness, served by the embedded service only (neither the
 * documented interface nor the real service has it): whether the team may import, and the OAuth client
 * ids it holds, so the console can say before an import whether it can succeed.
 */
export const bulkImportReadiness = z
  .object({
    team_id: uuid,
    enabled: z.boolean(),
    credentials: z.array(z.object({ provider: z.string(), client_id: z.string() })),
  })
  .openapi("BulkImportReadiness");

export const MAX_BULK_OPS_PAGE = 100;
export const bulkOpListQuery = z.object({
  next_cursor: z
    .string()
    .nullable()
    .optional()
    .openapi({ param: { name: "next_cursor", in: "query" } }),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_BULK_OPS_PAGE)
    .default(20)
    .openapi({ param: { name: "page_size", in: "query" } }),
});

export const bulkOpList = z.object({ data: z.array(bulkOp), next_cursor: z.string().nullable() }).openapi("BulkOpList");
export type BulkOpList = z.infer<typeof bulkOpList>;

/**
 * GET /v2/link/providers: the providers a link can connect, as the real service's SourceLink
 * (the documented interface does not have this endpoint).
 */
export const linkProvider = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    logo: z.string(),
    oauth_url: z.string().nullable().optional(),
    auth_type: responseEnum(AUTH_TYPES).nullable().optional(),
    form_components: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .openapi("SourceLink");
export type LinkProvider = z.infer<typeof linkProvider>;

export const linkProviderList = z.array(linkProvider).openapi("SourceLinkList");
