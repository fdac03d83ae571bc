import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One exported type name means one thing. Two modules exporting the same name (the service
 * reader's user and the console's per-role view of it were both `UserView`) let an import pick
 * the wrong one with nothing to say so: the shapes overlap enough to compile in places.
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The embedded service is the other side of the wire: it describes the same FastAPI-style issue
 * the console's client reads, and the two must not import each other.
 */
const ACROSS_THE_WIRE = new Set(["ValidationIssue"]);

const root = process.cwd();
const exportsByName = new Map<string, string[]>();
for (const file of ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir)))) {
  for (const match of fs.readFileSync(file, "utf8").matchAll(/^export (?:type|interface) ([A-Z]\w*)/gm)) {
    const files = exportsByName.get(match[1]!) ?? [];
    exportsByName.set(match[1]!, [...files, path.relative(root, file)]);
  }
}

describe("exported type names", () => {
  it("finds the exported types", () => {
    expect(exportsByName.get("ServiceUser")).toEqual(["lib/service/read/users.ts"]);
    expect(exportsByName.get("UserView")).toEqual(["lib/console/users/user-view.ts"]);
  });

  it("exports each name from one module", () => {
    const twins = [...exportsByName].filter(([name, files]) => files.length > 1 && !ACROSS_THE_WIRE.has(name));
    expect(Object.fromEntries(twins)).toEqual({});
  });
});
