import type { providerList, userProviders } from "@/lib/contract/providers";
import * as z from "zod";
import { optionalField, optionalList, readsAnswer } from "./common";

/**
 * Provider answers as the console reads them: the catalogue (GET /v2/providers/) and a user's
 * connected providers with their state (GET /v2/user/providers/{user_id}, real service only).
 */

export const providerReader = z.object({
  name: z.string(),
  slug: z.string(),
  description: optionalField(z.string()).transform((d) => d ?? ""),
  logo: optionalField(z.string()),
  auth_type: optionalField(z.string()),
  supported_resources: optionalList(z.string()),
});
export type ProviderView = z.output<typeof providerReader>;

export const providerListReader = readsAnswer<typeof providerList>()(z.array(providerReader));

const errorDetails = z
  .object({ error_type: z.string(), error_message: optionalField(z.string()), errored_at: optionalField(z.string()) })
  .transform((e) => ({ type: e.error_type, message: e.error_message, erroredAt: e.errored_at }));

const availability = z.object({ status: z.string() });

const connectedProviderReader = z
  .object({
    name: z.string(),
    slug: z.string(),
    logo: optionalField(z.string()),
    created_on: optionalField(z.string()),
    status: z.string(),
    external_user_id: optionalField(z.string()),
    error_details: optionalField(errorDetails),
    resource_availability: optionalField(z.record(z.string(), z.unknown())),
  })
  .transform((p) => ({
    name: p.name,
    slug: p.slug,
    logo: p.logo,
    connectedSince: p.created_on,
    status: p.status,
    externalUserId: p.external_user_id,
    error: p.error_details,
    // One unreadable resource entry is left out rather than hiding the whole provider.
    resources: Object.entries(p.resource_availability ?? {}).flatMap(([resource, raw]) => {
      const read = availability.safeParse(raw);
      return read.success ? [{ resource, status: read.data.status }] : [];
    }),
  }));
export type ConnectedProviderView = z.output<typeof connectedProviderReader>;

/**
 * The SDK types the answer as a record of provider lists (the service uses the key `providers`);
 * every list in it is read, so another key would not hide a provider.
 */
export const userProvidersReader = readsAnswer<typeof userProviders>()(
  z.record(z.string(), z.array(connectedProviderReader)).transform((byKey) => Object.values(byKey).flat()),
);
