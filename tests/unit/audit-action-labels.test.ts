import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionLabel, isChangeAction } from "@/lib/console/audit-actions";

/**
 * Every audit action the code writes has a name a reader understands: a code without one shows
 * raw in the log, its filter and its CSV. Found by reading the sources for `action: "…"`, the one
 * way an action is named (guards, routes, pages and direct audit calls alike).
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const written = new Set(
  ["lib", "app"]
    .flatMap((dir) => sourceFiles(path.join(process.cwd(), dir)))
    .flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/\baction: "([a-z_]+(?:\.[a-z_]+)+)"/g)])
    .map((match) => match[1]!),
);

describe("audit action names", () => {
  it("finds the actions the code writes", () => {
    expect(written.size).toBeGreaterThan(40);
    expect(written).toContain("appointments.board.view");
  });

  it.each([...written].sort())("%s has a name", (code) => {
    expect(auditActionLabel(code)).not.toBe(code);
  });

  it("counts watching the board and checking an import's users as reads, not changes", () => {
    expect(isChangeAction("appointments.board.watch")).toBe(false);
    expect(isChangeAction("bulk_import.check_users")).toBe(false);
    expect(isChangeAction("staff.create")).toBe(true);
  });
});
