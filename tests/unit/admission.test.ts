import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createAdmission } from "@/lib/ops/admission";
import { skipsAdmission, withAdmission } from "@/lib/ops/admission-handler";

/** Requests that record when they start and end when told. */
function requests(admission: ReturnType<typeof createAdmission>) {
  const started: number[] = [];
  const leave: (() => void)[] = [];
  const send = (n: number) => {
    for (let i = 0; i < n; i++) {
      const id = leave.length;
      leave.push(admission.enter(() => started.push(id)));
    }
  };
  return { started, leave, send };
}

describe("admission", () => {
  it("serves a few at a time while the loop is saturated, the rest in arrival order", () => {
    const admission = createAdmission({ minInFlight: 2, maxInFlight: 10, lagLimitMs: 25, burst: 2 });
    admission.noteLag(200);
    const r = requests(admission);
    r.send(6);
    expect(r.started).toEqual([0, 1]);
    expect(admission.state()).toMatchObject({ inFlight: 2, waiting: 4 });
    r.leave[1]!();
    expect(r.started).toEqual([0, 1, 2]);
    r.leave[0]!();
    r.leave[2]!();
    expect(r.started).toEqual([0, 1, 2, 3, 4]);
    expect(admission.state()).toMatchObject({ inFlight: 2, waiting: 1 });
  });

  it("lets more in while the loop keeps up, a burst per sample, never past the most", () => {
    const admission = createAdmission({ minInFlight: 2, maxInFlight: 5, lagLimitMs: 25, burst: 2 });
    const r = requests(admission);
    r.send(8);
    // Two always, two more before the loop is sampled again.
    expect(r.started).toEqual([0, 1, 2, 3]);
    admission.noteLag(3);
    expect(r.started).toEqual([0, 1, 2, 3, 4]);
    admission.noteLag(3);
    expect(admission.state()).toMatchObject({ inFlight: 5, waiting: 3 });
  });

  it("never starts a request whose client left while it waited, and keeps the count right", () => {
    const admission = createAdmission({ minInFlight: 1, maxInFlight: 1, lagLimitMs: 25, burst: 0 });
    const r = requests(admission);
    r.send(3);
    r.leave[1]!();
    r.leave[1]!();
    expect(admission.state()).toMatchObject({ inFlight: 1, waiting: 1 });
    r.leave[0]!();
    expect(r.started).toEqual([0, 2]);
    r.leave[2]!();
    expect(admission.state()).toMatchObject({ inFlight: 0, waiting: 0 });
  });
});

describe("the server's admission", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("holds a request until the one before it has answered, and lets probes and event streams past", async () => {
    const admission = createAdmission({ minInFlight: 1, maxInFlight: 1, lagLimitMs: 25, burst: 0 });
    const order: string[] = [];
    let release: () => void = () => {};
    const waited: number[] = [];
    server = http.createServer(
      withAdmission(
        async (req, res) => {
          order.push(`start ${req.url}`);
          if (req.url === "/slow") await new Promise<void>((resolve) => (release = resolve));
          res.end(req.url);
        },
        admission,
        (ms) => waited.push(ms),
      ),
    );
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const slow = fetch(`${base}/slow`).then((r) => r.text());
    await expect.poll(() => order).toEqual(["start /slow"]);
    const next = fetch(`${base}/next`).then((r) => r.text());
    expect(await (await fetch(`${base}/healthz`)).text()).toBe("/healthz");
    expect(await (await fetch(`${base}/live`, { headers: { accept: "text/event-stream" } })).text()).toBe("/live");
    expect(order).toEqual(["start /slow", "start /healthz", "start /live"]);
    await expect.poll(() => admission.state().waiting).toBe(1);
    release();
    expect(await slow).toBe("/slow");
    expect(await next).toBe("/next");
    expect(order.at(-1)).toBe("start /next");
    expect(waited).toHaveLength(2);
  });

  it("knows which requests skip the queue", () => {
    const req = (url: string, accept = "text/html") => ({ url, headers: { accept } }) as http.IncomingMessage;
    expect(skipsAdmission(req("/_next/static/chunks/a.js"))).toBe(true);
    expect(skipsAdmission(req("/readyz"))).toBe(true);
    expect(skipsAdmission(req("/appointments/live", "text/event-stream"))).toBe(true);
    expect(skipsAdmission(req("/appointments/live?since=5", "*/*"))).toBe(true);
    expect(skipsAdmission(req("/appointments/liveliness"))).toBe(false);
    expect(skipsAdmission(req("/users?size=100"))).toBe(false);
    expect(skipsAdmission(req("/healthz?x=1"))).toBe(false);
  });
});
