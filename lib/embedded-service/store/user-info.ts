import { eq } from "drizzle-orm";
import type { UserInfo, UserInfoUpdate } from "@/lib/contract/user-info";
import type { ServiceDb } from "../db/client";
import { userInfo } from "../db/schema";
import { notFound } from "../errors";

/** Stores a user's patient details (a full replacement, as the service's PATCH does) and returns them. */
export function saveUserInfo(db: ServiceDb, userSeq: number, info: UserInfoUpdate, now: Date): UserInfo {
  const stored: UserInfo = {
    ...info,
    address: { ...info.address, second_line: info.address.second_line ?? null },
    medical_proxy: info.medical_proxy ?? null,
    race: info.race ?? null,
    ethnicity: info.ethnicity ?? null,
    sexual_orientation: info.sexual_orientation ?? null,
    gender_identity: info.gender_identity ?? null,
  };
  db.insert(userInfo)
    .values({ userSeq, info: stored, updatedAt: now.toISOString() })
    .onConflictDoUpdate({ target: userInfo.userSeq, set: { info: stored, updatedAt: now.toISOString() } })
    .run();
  return stored;
}

export function latestUserInfo(db: ServiceDb, userSeq: number, userId: string): UserInfo {
  const row = db.select().from(userInfo).where(eq(userInfo.userSeq, userSeq)).get();
  if (!row) throw notFound(`No patient details for user ${userId}`);
  return row.info as UserInfo;
}
