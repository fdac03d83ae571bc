import { describe, expect, it } from "vitest";
import {
  LEASE_SECONDS,
  acquirePatientSaveLease,
  releasePatientSaveLease,
} from "@/lib/console/store/patient-save-leases";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

const T0 = new Date("2026-05-01T10:00:00Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(STORE_DIALECTS)("patient save leases on %s", (dialect) => {
  it("go to one holder at a time, even when asked for at once", async () => {
    const db = await tempConsoleStore(dialect);
    const asks = await Promise.all(
      ["a", "b", "c", "d"].map((holder) => acquirePatientSaveLease(db, "user-1", holder, T0)),
    );
    expect(asks.filter(Boolean)).toHaveLength(1);
    // Another patient's lease is independent.
    expect(await acquirePatientSaveLease(db, "user-2", "b", T0)).toBe(true);
  });

  it("are released only by their holder, and then free for the next", async () => {
    const db = await tempConsoleStore(dialect);
    expect(await acquirePatientSaveLease(db, "user-1", "a", T0)).toBe(true);
    await releasePatientSaveLease(db, "user-1", "b");
    expect(await acquirePatientSaveLease(db, "user-1", "b", later(1))).toBe(false);
    await releasePatientSaveLease(db, "user-1", "a");
    expect(await acquirePatientSaveLease(db, "user-1", "b", later(2))).toBe(true);
  });

  it("run out on their own, so a holder that died does not block the patient for good", async () => {
    const db = await tempConsoleStore(dialect);
    expect(await acquirePatientSaveLease(db, "user-1", "dead", T0)).toBe(true);
    expect(await acquirePatientSaveLease(db, "user-1", "b", later(LEASE_SECONDS - 1))).toBe(false);
    expect(await acquirePatientSaveLease(db, "user-1", "b", later(LEASE_SECONDS + 1))).toBe(true);
    // The dead holder's late release leaves the new holder's lease alone.
    await releasePatientSaveLease(db, "user-1", "dead");
    expect(await acquirePatientSaveLease(db, "user-1", "c", later(LEASE_SECONDS + 2))).toBe(false);
  });
});
