import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOrCreateSecret } from "@/lib/data-dir/secret-file";
import { embeddedApiKey } from "@/lib/embedded-service/runtime";

describe("secrets kept in the data directory", () => {
  it("are made once, readable only by the owner, and read back unchanged", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-secret-")), "nested");
    let made = 0;
    const first = readOrCreateSecret(dir, "auth-secret", () => `s-${++made}`);
    expect(first).toBe("s-1");
    expect(readOrCreateSecret(dir, "auth-secret", () => `s-${++made}`)).toBe("s-1");
    expect(made).toBe(1);
    expect(fs.statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("give the embedded demo team a generated key unless one is configured", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-key-"));
    const generated = embeddedApiKey(dir);
    expect(generated).toMatch(/^sk_us_demo_/);
    expect(embeddedApiKey(dir)).toBe(generated);
    expect(embeddedApiKey(dir, "sk_us_configured_key_123")).toBe("sk_us_configured_key_123");
  });
});
