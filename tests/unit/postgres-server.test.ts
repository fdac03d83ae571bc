import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { freshPostgresUrl } from "@/tests/support/postgres-database";
import { startPostgres } from "@/tests/support/postgres-server";

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** Tables outside PostgreSQL's own schemas: none in a database fresh from template1. */
const userTables = (client: pg.Client) =>
  client
    .query<{ name: string }>(
      "SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    )
    .then((result) => result.rows.map((row) => row.name));

/** The real user id of a process, from /proc (the harness is for Debian, so Linux). */
function processUid(pid: number): number {
  const uidLine = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^Uid:\s+(\d+)/m);
  if (!uidLine) throw new Error(`no Uid line for process ${pid}`);
  return Number(uidLine[1]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A TCP port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once("error", reject);
  });
}

describe("PostgreSQL test server", () => {
  it("gives each caller its own empty database", async () => {
    const [first, second] = await Promise.all([freshPostgresUrl(), freshPostgresUrl()]);
    expect(first).not.toBe(second);

    const firstName = await withClient(first, async (client) => {
      expect(await userTables(client)).toEqual([]);
      await client.query("CREATE TABLE note (id serial PRIMARY KEY, body text NOT NULL)");
      await client.query("INSERT INTO note (body) VALUES ($1), ($2)", ["ünïcödé", "plain"]);
      const { rows } = await client.query("SELECT body FROM note ORDER BY id");
      expect(rows.map((row) => row.body)).toEqual(["ünïcödé", "plain"]);
      return (await client.query("SELECT current_database() AS name")).rows[0].name;
    });
    await withClient(second, async (client) => {
      expect((await client.query("SELECT current_database() AS name")).rows[0].name).not.toBe(firstName);
      // The first database's table is not here.
      expect(await userTables(client)).toEqual([]);
    });
  });

  it("runs the server as a user other than root", async () => {
    await withClient(await freshPostgresUrl(), async (client) => {
      const { rows } = await client.query<{ pid: number; dir: string }>(
        "SELECT pg_backend_pid() AS pid, current_setting('data_directory') AS dir",
      );
      const { pid, dir } = rows[0]!;
      // The backend answering this query is a process of the server, on this machine.
      const serverUid = processUid(pid);
      expect(serverUid).not.toBe(0);
      expect(fs.statSync(dir).uid).toBe(serverUid);
      // Under root the harness switches to the `postgres` user; otherwise it stays the current user.
      if (process.getuid!() !== 0) expect(serverUid).toBe(process.getuid!());
    });
  });

  it("serves TCP when given a port, and stop ends the server and removes its directory", async () => {
    const port = await freePort();
    const server = await startPostgres({ port });
    let dataDir = "";
    let postmasterPid = 0;
    try {
      dataDir = await withClient(server.adminUrl, async (client) => {
        const { rows } = await client.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
        return rows[0]!.dir;
      });
      // postmaster.pid's first line is the server's (postmaster's) process id.
      postmasterPid = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
      expect(isRunning(postmasterPid)).toBe(true);

      const database = new URL(await server.createDatabase("over_tcp")).pathname.slice(1);
      const overTcp = await withClient(`postgres://postgres@127.0.0.1:${port}/${database}`, (client) =>
        client.query("SELECT current_database() AS name, inet_server_port() AS port"),
      );
      expect(overTcp.rows[0]).toEqual({ name: "over_tcp", port });
    } finally {
      await server.stop();
    }

    // The data directory lives in the temp directory the harness made; both are gone.
    const tempDir = path.dirname(dataDir);
    expect(path.basename(tempDir)).toMatch(/^labdesk-pg-/);
    expect(fs.existsSync(tempDir)).toBe(false);
    expect(isRunning(postmasterPid)).toBe(false);
  });
});
