import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service-harness";

// The admin CLI run as a person would (`npm run service -- …` is `tsx lib/cli/service-cli.ts …`),
// on a data directory that the test then serves over HTTP.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-cli-"));
const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
const cli = (...args: string[]) =>
  spawnSync(tsx, ["lib/cli/service-cli.ts", ...args], { env: { ...process.env, DATA_DIR: dir }, encoding: "utf8" });

let svc: TestService | undefined;
afterAll(() => svc?.close());

describe("service CLI", () => {
  it("creates a team whose printed key works, enables bulk import and adds a credential", async () => {
    const created = cli("create-team", "Acme", "clinic");
    expect(created.status, created.stderr).toBe(0);
    const key = /API key \(shown once, store it now\): (\S+)/.exec(created.stdout)?.[1];
    const teamId = /Team (\S+) created/.exec(created.stdout)?.[1];
    expect(key).toMatch(/^sk_us_/);
    expect(cli("enable-bulk-import", teamId!).status).toBe(0);
    expect(cli("add-oauth-credential", teamId!, "fitbit", "acme-fitbit").status).toBe(0);
    expect(
      execFileSync(tsx, ["lib/cli/service-cli.ts", "list-teams"], {
        env: { ...process.env, DATA_DIR: dir },
        encoding: "utf8",
      }),
    ).toContain(`${teamId}  Acme clinic  bulk import on`);

    svc = await startTestService({ dir });
    const users = await svc.get("/v2/user/", { key });
    expect(users.status).toBe(200);
    const user = await svc.post("/v2/user/", { client_user_id: "acme-1" }, { key });
    const imported = await svc.post(
      "/v2/link/bulk_import",
      {
        provider: "fitbit",
        wait_for_completion: true,
        connections: [
          {
            user_id: user.json.user_id,
            access_token: "acme-fitbit.tok",
            refresh_token: "r",
            provider_id: "p1",
            expires_at: 1_900_000_000,
            oauth_scopes: ["activity"],
          },
        ],
      },
      { key },
    );
    expect(imported.status).toBe(200);
    expect(imported.json.user_ids_imported).toEqual([user.json.user_id]);
  });

  it("says what is wrong, in one line, for an unknown team or command", () => {
    const unknown = cli("enable-bulk-import", "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toMatch(/^No team 00000000-0000-4000-8000-000000000000\./);
    const usage = cli("frobnicate");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run service -- <command>");
  });
});
