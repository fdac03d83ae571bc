import { and, eq, lt } from "drizzle-orm";
import type { ConsoleDb } from "./db";

/**
 * Longer than any save can take (two service calls of at most 10 s each), so a live holder never
 * loses its lease, and short enough that one left by a crashed instance frees itself soon.
 */
export const LEASE_SECONDS = 60;

/**
 * Takes the lease on one patient's details for `holder`, if nobody holds it or the last lease
 * ran out. One statement decides, so two instances asking at once cannot both get it.
 */
export async function acquirePatientSaveLease(
  db: ConsoleDb,
  userId: string,
  holder: string,
  now = new Date(),
): Promise<boolean> {
  const { patientSaveLeases } = db.tables;
  const expiresAt = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
  const taken = await db.orm
    .insert(patientSaveLeases)
    .values({ userId, holder, expiresAt })
    .onConflictDoUpdate({
      target: patientSaveLeases.userId,
      set: { holder, expiresAt },
      setWhere: lt(patientSaveLeases.expiresAt, now.toISOString()),
    })
    .returning({ holder: patientSaveLeases.holder });
  return taken[0]?.holder === holder;
}

/** Gives the lease back; only its holder can, so a late release never frees someone else's. */
export async function releasePatientSaveLease(db: ConsoleDb, userId: string, holder: string): Promise<void> {
  const { patientSaveLeases } = db.tables;
  await db.orm
    .delete(patientSaveLeases)
    .where(and(eq(patientSaveLeases.userId, userId), eq(patientSaveLeases.holder, holder)));
}
