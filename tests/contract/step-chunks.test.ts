import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openServiceDb, type ServiceDb } from "@/lib/embedded-service/db/client";
import { upgradeStepStorage } from "@/lib/embedded-service/db/upgrade-step-storage";
import { insertSteps, storedSteps } from "@/lib/embedded-service/store/step-chunks";

const DAY = 86_400;
const T0 = Date.parse("2026-03-07T22:00:00Z") / 1000;
const dirs: string[] = [];
function freshDb(): ServiceDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-chunks-"));
  dirs.push(dir);
  return openServiceDb(path.join(dir, "service.db"));
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const minutes = (from: number, count: number, value: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({ startTs: from + i * 60, endTs: from + i * 60 + 60, value: value(i) }));

describe("step chunks (a day of samples per row)", () => {
  it("stores samples across days and reads back exactly those in an inclusive range, ordered by provider and start", () => {
    const db = freshDb();
    // Four hours either side of midnight, inserted out of order and for two providers.
    const a = minutes(T0, 240, (i) => i % 7);
    const b = minutes(T0 + 30, 3, () => 5);
    expect(insertSteps(db, 1, 2, [...a].reverse())).toBe(240);
    insertSteps(db, 1, 1, b);
    insertSteps(
      db,
      2,
      1,
      minutes(T0, 10, () => 99),
    ); // another user: never read below
    const all = storedSteps(db, { userSeq: 1, fromTs: 0, toTs: T0 + DAY });
    expect(all.map((s) => s.providerId)).toEqual([...b.map(() => 1), ...a.map(() => 2)]);
    expect(
      all.filter((s) => s.providerId === 2).map(({ startTs, endTs, value }) => ({ startTs, endTs, value })),
    ).toEqual(a);
    const edge = storedSteps(db, { userSeq: 1, providerId: 2, fromTs: T0 + 60, toTs: T0 + 180 });
    expect(edge.map((s) => s.startTs)).toEqual([T0 + 60, T0 + 120, T0 + 180]);
  });

  it("replaces a sample re-sent with the same start and keeps the rest of the day", () => {
    const db = freshDb();
    insertSteps(
      db,
      1,
      1,
      minutes(T0, 5, () => 10),
    );
    insertSteps(db, 1, 1, [
      { startTs: T0 + 120, endTs: T0 + 150, value: 3.5 },
      { startTs: T0 + 600, endTs: T0 + 660, value: 1 },
    ]);
    const stored = storedSteps(db, { userSeq: 1, fromTs: T0, toTs: T0 + DAY });
    expect(stored.map((s) => [s.startTs - T0, s.endTs - T0, s.value])).toEqual([
      [0, 60, 10],
      [60, 120, 10],
      [120, 150, 3.5],
      [180, 240, 10],
      [240, 300, 10],
      [600, 660, 1],
    ]);
  });

  it("packs a data directory's legacy one-row-per-sample table into chunks, then drops it", () => {
    const db = freshDb();
    db.$client
      .exec(`CREATE TABLE step_samples (user_seq integer NOT NULL, provider_id integer NOT NULL, start_ts integer NOT NULL,
      end_ts integer NOT NULL, value real NOT NULL, PRIMARY KEY(user_seq, provider_id, start_ts)) WITHOUT ROWID`);
    const legacy = [...minutes(T0, 200, (i) => i), ...minutes(T0 + 10 * DAY, 3, () => 8)];
    const put = db.$client.prepare("INSERT INTO step_samples VALUES (?, ?, ?, ?, ?)");
    for (const s of legacy) put.run(7, 3, s.startTs, s.endTs, s.value);

    upgradeStepStorage(db);

    const tables = db.$client.prepare("SELECT name FROM sqlite_master WHERE name = 'step_samples'").all();
    expect(tables).toEqual([]);
    const stored = storedSteps(db, { userSeq: 7, fromTs: 0, toTs: T0 + 11 * DAY });
    expect(stored.map(({ startTs, endTs, value }) => ({ startTs, endTs, value }))).toEqual(legacy);
    upgradeStepStorage(db); // nothing left to do: a second start changes nothing
    expect(storedSteps(db, { userSeq: 7, fromTs: 0, toTs: T0 + 11 * DAY })).toHaveLength(legacy.length);
  });
});
