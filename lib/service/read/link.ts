import type {
  bulkImportReadiness,
  bulkImportResponse,
  bulkOpList,
  linkCodeResponse,
  linkProviderList,
  linkTokenResponse,
  providerLinkInfo,
  signInTokenResponse,
} from "@/lib/contract/link";
import * as z from "zod";
import { optionalField, readsAnswer } from "./common";

/**
 * Link answers as the console reads them. Token, code and sign-in token answers are the same in
 * the documented interface and the real service; the OAuth link info gains `logo` in the real one, and
 * bulk ops follow the real service's BulkOpsResponse (`ended_at`, `next_cursor` may be absent).
 */

export const linkTokenReader = readsAnswer<typeof linkTokenResponse>()(
  z.object({ link_token: z.string(), link_web_url: z.string() }),
);
export const linkCodeReader = readsAnswer<typeof linkCodeResponse>()(
  z.object({ code: z.string(), exchange_url: z.string(), expires_at: z.string() }),
);
export const signInTokenReader = readsAnswer<typeof signInTokenResponse>()(
  z.object({ user_id: z.string(), sign_in_token: z.string() }),
);

export const providerLinkInfoReader = readsAnswer<typeof providerLinkInfo>()(
  z.object({
    name: z.string(),
    slug: z.string(),
    description: optionalField(z.string()).transform((d) => d ?? ""),
    logo: optionalField(z.string()),
    id: optionalField(z.number()),
    group: optionalField(z.string()),
    oauth_url: optionalField(z.string()),
    // The documented defaults (OAuth, device, active) when the answer leaves them out.
    auth_type: optionalField(z.string()).transform((v) => v ?? "oauth"),
    source_type: optionalField(z.string()).transform((v) => v ?? "device"),
    is_active: optionalField(z.boolean()).transform((v) => v ?? true),
    backfill_num_days: optionalField(z.number()),
  }),
);
export type ProviderLinkInfoView = z.output<typeof providerLinkInfoReader>;

/** GET /v2/link/providers (the real service's SourceLink list). */
export const linkProviderReader = z.object({
  id: optionalField(z.number()),
  name: z.string(),
  slug: z.string(),
  description: optionalField(z.string()),
  logo: optionalField(z.string()),
  auth_type: optionalField(z.string()),
});
export const linkProviderListReader = readsAnswer<typeof linkProviderList>()(z.array(linkProviderReader));

export const bulkImportReader = readsAnswer<typeof bulkImportResponse>()(
  z.object({
    user_ids_imported: z.array(z.string()),
    user_ids_failed: z.array(z.string()),
  }),
);

const bulkOpReader = z.object({
  type: z.string(),
  status: z.string(),
  provider: z.string(),
  pending: z.number(),
  processed: z.number(),
  started_at: z.string(),
  ended_at: optionalField(z.string()),
});
export type BulkOpView = z.output<typeof bulkOpReader>;

export const bulkOpListReader = readsAnswer<typeof bulkOpList>()(
  z.object({ data: z.array(bulkOpReader), next_cursor: optionalField(z.string()) }),
);

/** The embedded service's bulk import set-up (no such endpoint at the real service). */
export const bulkImportReadinessReader = readsAnswer<typeof bulkImportReadiness>()(
  z.object({
    team_id: z.string(),
    enabled: z.boolean(),
    credentials: z.array(z.object({ provider: z.string(), client_id: z.string() })),
  }),
);
