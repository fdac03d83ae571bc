import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Durability: the embedded service is killed with SIGKILL in the middle of a bulk import
 * and in the middle of patient-detail writes, then started again on the same SQLite file. The bulk
 * operation resumes and completes, every write the service acknowledged is there, and SQLite's
 * integrity check passes. Real processes, a real file, real HTTP.
 */
const API_KEY = "sk_us_durability_0123456789abcdef";
const TOKEN = "durability-fitbit.opaque"; // matches the team credential made by service-process.ts
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill("SIGKILL")));

async function startService(dir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/service-process.ts", dir, API_KEY], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /READY (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.on("exit", (code) => reject(new Error(`service exited early (${code}): ${out}`)));
  });
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method,
      headers: { "x-service-api-key": API_KEY, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as any };
  };
  const kill = () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
  return { call, kill };
}

const integrity = (dir: string) => {
  const db = new Database(path.join(dir, "service.db"), { readonly: true });
  try {
    return db.pragma("integrity_check", { simple: true });
  } finally {
    db.close();
  }
};
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-durability-"));

describe("SIGKILL and restart on the same database", () => {
  it("a bulk import killed half-way resumes and imports every connection exactly once", async () => {
    const dir = tempDir();
    let svc = await startService(dir);
    const userIds: string[] = [];
    for (let i = 0; i < 250; i++)
      userIds.push((await svc.call("POST", "/v2/user/", { client_user_id: `durable-${i}` })).json.user_id);
    const connections = userIds.map((user_id, i) => ({
      user_id,
      access_token: TOKEN,
      refresh_token: "r",
      provider_id: `p-${i}`,
      expires_at: 1_900_000_000,
      oauth_scopes: ["activity"],
    }));
    const started = await svc.call("POST", "/v2/link/bulk_import", {
      provider: "fitbit",
      connections,
      wait_for_completion: false,
    });
    expect(started.status).toBe(202);

    // Kill it once the worker is part-way through.
    let atKill = { processed: 0, pending: 0 };
    for (;;) {
      const op = (await svc.call("GET", "/v2/link/bulk_op")).json.data[0];
      if (op.processed > 0) {
        atKill = op;
        break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    await svc.kill();
    expect(atKill.pending, "the import had not finished when it was killed").toBeGreaterThan(0);
    expect(integrity(dir)).toBe("ok");

    svc = await startService(dir);
    let op: { status: string; processed: number; pending: number };
    do {
      await new Promise((r) => setTimeout(r, 50));
      op = (await svc.call("GET", "/v2/link/bulk_op")).json.data[0];
    } while (op.status === "in_progress");
    expect(op).toMatchObject({ status: "success", processed: 250, pending: 0 });
    const listed = [...(await svc.call("GET", "/v2/user/?limit=500")).json.users];
    const withFitbit = listed.filter((u: { connected_sources: { source: { slug: string } }[] }) =>
      u.connected_sources.some((c) => c.source.slug === "fitbit"),
    );
    expect(withFitbit).toHaveLength(250);
    await svc.kill();
    expect(integrity(dir)).toBe("ok");
  }, 120_000);

  it("patient details acknowledged before the kill are all there after the restart", async () => {
    const dir = tempDir();
    let svc = await startService(dir);
    const users: string[] = [];
    for (let i = 0; i < 16; i++)
      users.push((await svc.call("POST", "/v2/user/", { client_user_id: `writer-${i}` })).json.user_id);
    const info = (n: number) => ({
      first_name: "Dura",
      last_name: `Ble${n}`,
      email: "d@example.com",
      phone_number: "+15125550142",
      gender: "female",
      dob: "1980-05-01",
      address: { first_line: "1 Main St", second_line: null, city: "Austin", state: "TX", zip_code: "78701" },
    });
    // One writer per user, each write waiting for the previous answer; stop them with SIGKILL.
    const acked = new Map<string, number>();
    const inFlight = new Map<string, number>();
    let running = true;
    const writers = users.map(async (userId) => {
      for (let n = 1; running; n++) {
        inFlight.set(userId, n);
        try {
          const res = await svc.call("PATCH", `/v2/user/${userId}/info`, info(n));
          if (res.status === 200) acked.set(userId, n);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500));
    await svc.kill();
    running = false;
    await Promise.all(writers);
    expect([...acked.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(users.length);

    svc = await startService(dir);
    for (const userId of users) {
      const latest = await svc.call("GET", `/v2/user/${userId}/info/latest`);
      // 404: nothing stored yet, right only if no write had been acknowledged.
      const stored = latest.status === 404 ? undefined : Number(latest.json.last_name.slice(3));
      // The last acknowledged write, or the one in flight when the process died: never older.
      expect([acked.get(userId), inFlight.get(userId)]).toContain(stored);
    }
    await svc.kill();
    expect(integrity(dir)).toBe("ok");
  }, 60_000);
});
