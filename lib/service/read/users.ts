import type { createUserResponse, user, userList } from "@/lib/contract/users";
import * as z from "zod";
import { optionalField, optionalList, readsAnswer } from "./common";

/**
 * Users as the console reads them. The documented connected source names its provider
 * `source`; the real service also sends `provider` (the same provider). Either is read, so an
 * answer with only one of them shows the same list.
 */

const providerRef = z.object({ name: z.string(), slug: z.string(), logo: optionalField(z.string()) });

const connectedSource = z
  .object({ created_on: z.string(), source: optionalField(providerRef), provider: optionalField(providerRef) })
  .transform((s, ctx) => {
    const source = s.source ?? s.provider;
    if (!source) {
      ctx.addIssue({ code: "custom", path: ["source"], message: "Neither source nor provider" });
      return z.NEVER;
    }
    return { created_on: s.created_on, source };
  });

const fallbackBirthDate = z.object({
  value: z.string(),
  source_slug: optionalField(z.string()),
  updated_at: optionalField(z.string()),
});
const fallbackTimeZone = z.object({
  id: z.string(),
  source_slug: optionalField(z.string()),
  updated_at: optionalField(z.string()),
});

/** One user: ids and creation time are needed; everything else may be missing. */
export const userReader = readsAnswer<typeof user>()(
  z.object({
    user_id: z.string(),
    team_id: z.string(),
    client_user_id: z.string(),
    created_on: z.string(),
    // An entry naming no provider is dropped rather than failing the user.
    connected_sources: optionalList(connectedSource),
    fallback_birth_date: optionalField(fallbackBirthDate),
    fallback_time_zone: optionalField(fallbackTimeZone),
  }),
);
/** The service's user as the reader passes it on; the console's per-role view of one is UserView. */
export type ServiceUser = z.output<typeof userReader>;

export const userListReader = readsAnswer<typeof userList>()(
  z.object({
    users: z.array(userReader),
    total: z.number(),
    offset: optionalField(z.number()),
    limit: optionalField(z.number()),
  }),
);

/** POST /v2/user/: the new user's id (needed) and client user id. */
export const createdUserReader = readsAnswer<typeof createUserResponse>()(
  z.object({ user_id: z.string(), client_user_id: optionalField(z.string()) }),
);
