import { eq } from "drizzle-orm";
import type { ServiceDb } from "../db/client";
import { meta } from "../db/schema";

export const getMeta = (db: ServiceDb, key: string) => db.select().from(meta).where(eq(meta.key, key)).get()?.value;

export const setMeta = (db: ServiceDb, key: string, value: string) =>
  db.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } }).run();
