import { eq } from "drizzle-orm";
import type { StoredAddress, UserInfo, UserInfoAddress, UserInfoUpdate } from "@/lib/contract/user-info";
import type { ServiceDb } from "../db/client";
import { userInfo } from "../db/schema";
import { notFound } from "../errors";

/** The labs this service orders from are in the US: an address sent without a country is there. */
export const DEFAULT_COUNTRY = "US";

/**
 * An address in both namings: the documented `zip_code` and the real service's `zip` carry
 * the same ZIP, and `country` is always present (the real service requires it). Also reads details
 * stored before `zip` and `country` were kept.
 */
export function bothNamings(a: Partial<UserInfoAddress> & Record<string, unknown>): StoredAddress {
  const zip = a.zip_code || a.zip || "";
  return {
    first_line: a.first_line ?? "",
    second_line: a.second_line ?? null,
    city: a.city ?? "",
    state: a.state ?? "",
    zip_code: zip,
    zip,
    country: a.country || DEFAULT_COUNTRY,
  };
}

function proxyWithBothNamings(proxy: unknown): Record<string, unknown> | null {
  if (!proxy || typeof proxy !== "object") return null;
  const p = proxy as Record<string, unknown>;
  const address =
    p.address && typeof p.address === "object" ? bothNamings(p.address as Record<string, unknown>) : p.address;
  return { ...p, address };
}

/** Stored details (of any age) as the service answers them. */
function answerOf(info: UserInfoUpdate | UserInfo): UserInfo {
  return {
    ...info,
    address: bothNamings(info.address),
    medical_proxy: proxyWithBothNamings(info.medical_proxy),
    race: info.race ?? null,
    ethnicity: info.ethnicity ?? null,
    sexual_orientation: info.sexual_orientation ?? null,
    gender_identity: info.gender_identity ?? null,
  };
}

/** Stores a user's patient details (a full replacement, as the service's PATCH does) and returns them. */
export function saveUserInfo(db: ServiceDb, userSeq: number, info: UserInfoUpdate, now: Date): UserInfo {
  const stored = answerOf(info);
  db.insert(userInfo)
    .values({ userSeq, info: stored, updatedAt: now.toISOString() })
    .onConflictDoUpdate({ target: userInfo.userSeq, set: { info: stored, updatedAt: now.toISOString() } })
    .run();
  return stored;
}

export function latestUserInfo(db: ServiceDb, userSeq: number, userId: string): UserInfo {
  const row = db.select().from(userInfo).where(eq(userInfo.userSeq, userSeq)).get();
  if (!row) throw notFound(`No patient details for user ${userId}`);
  return answerOf(row.info as UserInfo);
}
