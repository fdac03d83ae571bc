import { describe, expect, it } from "vitest";
import { bulkOpStatusLabel, bulkOpTypeLabel } from "@/lib/console/bulk-import/op-words";

describe("a bulk operation's words", () => {
  it("reads the real service's codes as words, and anything else as sent", () => {
    expect(bulkOpTypeLabel("link_bulk_import")).toBe("Connection import");
    expect(["in_progress", "success", "failure", "aborted"].map(bulkOpStatusLabel)).toEqual([
      "In progress",
      "Finished",
      "Failed",
      "Aborted",
    ]);
    expect(bulkOpTypeLabel("user_bulk_delete")).toBe("user_bulk_delete");
    expect(bulkOpStatusLabel("paused_by_support")).toBe("paused_by_support");
  });
});
