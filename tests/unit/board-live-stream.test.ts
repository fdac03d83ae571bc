import { beforeAll, describe, expect, it } from "vitest";
import { staffForSession } from "@/lib/console/auth/current-staff";
import { boardProjectionChanged } from "@/lib/console/appointments/board-watch";
import { boardLiveStream } from "@/lib/console/appointments/live-stream";
import { useConsoleDb } from "@/lib/console/store/db";
import { projectOrderFacts } from "@/lib/console/store/order-event-states";
import { createSession, revokeSession } from "@/lib/console/store/sessions";
import { createStaff } from "@/lib/console/store/staff";
import { tempConsoleDb } from "../support/console-store";

/**
 * An open board's live updates as the browser reads them: the changes missed since its rows were
 * loaded first, then each at-home row written (its id only, never a row), filtered to one user's
 * board when it is one, the board's freshness, and the end of the stream once the session ends.
 */
const db = tempConsoleDb();
beforeAll(() => useConsoleDb(db));

type Frame = { event: string; data: Record<string, unknown>; id?: string };

/** Reads frames from a stream until `until` says enough (the test's own timeout bounds it). */
function reader(stream: ReadableStream<Uint8Array>) {
  const r = stream.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const frames: Frame[] = [];
  const next = async (until: (f: Frame[]) => boolean) => {
    while (!until(frames)) {
      const { value, done } = await r.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => block.match(new RegExp(`^${name}: (.*)$`, "m"))?.[1];
        const event = field("event");
        if (event) frames.push({ event, data: JSON.parse(field("data")!), id: field("id") });
      }
    }
    return frames;
  };
  return { next, cancel: () => r.cancel() };
}

/** An at-home order written to the projection, as the event worker does (and says so at once). */
const atHomeOrder = async (orderId: string, userId: string) => {
  await projectOrderFacts(db, {
    eventType: "labtest.order.updated",
    orderId,
    userId,
    appointmentId: null,
    occurredAt: new Date().toISOString(),
    sequence: 1,
    summary: { status: "received", collection_method: "at_home_phlebotomy" },
  });
  boardProjectionChanged();
};

async function signedIn() {
  const member = await createStaff(db, {
    email: `live-${Math.random()}@clinic.org`,
    name: "Live",
    role: "ops",
    passwordHash: null,
  });
  const sid = await createSession(db, member.id, 3600);
  return (await staffForSession(sid, { touch: false }))!;
}

describe("the board's live updates", () => {
  it("tells of the rows missed since the board loaded, then of each at-home row written, by id only", async () => {
    const loadedAt = new Date().toISOString();
    await atHomeOrder("order-missed", "user-1");
    const live = reader(boardLiveStream({ who: await signedIn(), since: loadedAt }));
    const first = await live.next((f) => f.some((x) => x.event === "freshness"));
    expect(first[0]).toMatchObject({ event: "rows", data: { orders: ["order-missed"] } });
    expect(first[0]!.id).toMatch(/^\d{4}-/);
    expect(first.find((f) => f.event === "freshness")?.data).toMatchObject({ catchingUp: true });
    await atHomeOrder("order-new", "user-2");
    const later = await live.next((f) =>
      f.some((x) => x.event === "rows" && x.data.orders?.toString() === "order-new"),
    );
    expect(JSON.stringify(later)).not.toMatch(/received|at_home/);
    await live.cancel();
  });

  it("tells one user's board of that user's rows only", async () => {
    const live = reader(boardLiveStream({ who: await signedIn(), since: null, userId: "user-3" }));
    await live.next((f) => f.some((x) => x.event === "freshness"));
    await atHomeOrder("order-other-user", "user-4");
    await atHomeOrder("order-of-user-3", "user-3");
    const frames = await live.next((f) => f.some((x) => x.event === "rows"));
    expect(frames.filter((f) => f.event === "rows").map((f) => f.data.orders)).toEqual([["order-of-user-3"]]);
    await live.cancel();
  });

  it("ends once the session ends, saying so, so the browser stops asking", async () => {
    const who = await signedIn();
    const live = reader(boardLiveStream({ who, since: null, heartbeatMs: 50 }));
    await live.next((f) => f.some((x) => x.event === "freshness"));
    await revokeSession(db, who.sessionId);
    const frames = await live.next((f) => f.some((x) => x.event === "end"));
    expect(frames.at(-1)).toMatchObject({ event: "end", data: { reason: "signed_out" } });
  });
});
