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
