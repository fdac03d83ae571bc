import { describe, expect, it } from "vitest";
import { createStaff } from "@/lib/console/store/staff";
import {
  findTrackedOrder,
  lastSeenOf,
  listTrackedOrders,
  noteSeen,
  trackOrder,
} from "@/lib/console/store/tracked-orders";
import { STORE_DIALECTS, tempConsoleStore } from "../support/console-store";

const T0 = new Date("2026-05-01T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(STORE_DIALECTS)("on %s", (dialect) => {
  async function withTwoStaff() {
    const db = await tempConsoleStore(dialect);
    const first = await createStaff(db, { email: "a@clinic.org", name: "A", role: "ops", passwordHash: null });
    const second = await createStaff(db, { email: "b@clinic.org", name: "B", role: "ops", passwordHash: null });
    return { db, first: first.id, second: second.id };
  }

  describe("tracked orders", () => {
    it("keep who added an order first when it is added again, and record or replace a booking key", async () => {
      const { db, first, second } = await withTwoStaff();
      expect(await trackOrder(db, { orderId: "o1", userId: "u1", staffId: first }, at(0))).toMatchObject({
        addedByStaffId: first,
        addedAt: at(0).toISOString(),
        bookingKey: null,
      });
      expect(await trackOrder(db, { orderId: "o1", userId: "u1", staffId: second }, at(5))).toMatchObject({
        addedByStaffId: first,
        addedAt: at(0).toISOString(),
        bookingKey: null,
      });
      expect(
        await trackOrder(db, { orderId: "o1", userId: "u1", staffId: second, bookingKey: "k1" }, at(6)),
      ).toMatchObject({
        addedByStaffId: first,
        bookingKey: "k1",
      });
      expect((await findTrackedOrder(db, "o1"))?.bookingKey).toBe("k1");
      expect(await listTrackedOrders(db)).toHaveLength(1);
    });

    it("note what the board showed, writing only the rows whose values moved", async () => {
      const { db, first } = await withTwoStaff();
      await trackOrder(db, { orderId: "o1", userId: "u1", staffId: first });
      await trackOrder(db, { orderId: "o2", userId: "u1", staffId: first });
      expect(await lastSeenOf(db, [])).toEqual(new Map());

      await noteSeen(
        db,
        [
          { orderId: "o1", status: "pending", eventStatus: null },
          { orderId: "o2", status: "pending", eventStatus: null },
          { orderId: "untracked", status: "pending", eventStatus: null },
        ],
        at(1),
      );
      await noteSeen(db, [{ orderId: "o1", status: "pending", eventStatus: null }], at(2));
      await noteSeen(db, [{ orderId: "o2", status: "completed", eventStatus: "sample_received" }], at(3));

      expect(await lastSeenOf(db, ["o1", "o2", "untracked"])).toEqual(
        new Map([
          ["o1", { lastStatus: "pending", lastEventStatus: null }],
          ["o2", { lastStatus: "completed", lastEventStatus: "sample_received" }],
        ]),
      );
      expect((await findTrackedOrder(db, "o1"))?.lastSeenAt).toBe(at(1).toISOString());
      expect((await findTrackedOrder(db, "o2"))?.lastSeenAt).toBe(at(3).toISOString());
      expect(await findTrackedOrder(db, "untracked")).toBeUndefined();
    });
  });
});
