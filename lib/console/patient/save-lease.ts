import "server-only";
import { randomUUID } from "node:crypto";
import { ExponentialBackoff, handleType, retry } from "cockatiel";
import { ActionRefusal } from "@/lib/console/guard";
import { consoleDb } from "@/lib/console/store/db";
import { acquirePatientSaveLease, releasePatientSaveLease } from "@/lib/console/store/patient-save-leases";

class LeaseHeld extends Error {}

// A save takes well under a second; waiting up to about ten covers a queue of several, after
// which the person is told to try again rather than left waiting.
const waitForLease = retry(handleType(LeaseHeld), {
  maxAttempts: 40,
  backoff: new ExponentialBackoff({ initialDelay: 20, maxDelay: 250 }),
});

/**
 * Runs one save of a patient's details while holding that patient's lease in the console store,
 * so two saves of one record never interleave, whichever console instances they reach. A second
 * save waits for the first, then makes its own check against what the first wrote.
 */
export async function withPatientSaveLease<T>(userId: string, save: () => Promise<T>): Promise<T> {
  const db = await consoleDb();
  const holder = randomUUID();
  try {
    await waitForLease.execute(async () => {
      if (!(await acquirePatientSaveLease(db, userId, holder))) throw new LeaseHeld();
    });
  } catch (error) {
    if (!(error instanceof LeaseHeld)) throw error;
    throw new ActionRefusal("Someone else is saving this patient's details right now. Try again in a moment.", {
      detail: "busy: another save holds the patient's lease",
    });
  }
  try {
    return await save();
  } finally {
    // A release that fails (the database went away after the save) must not turn a save that
    // landed into an error: the lease runs out on its own.
    await releasePatientSaveLease(db, userId, holder).catch(() => undefined);
  }
}
