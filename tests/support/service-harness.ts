import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { openServiceDb, type ServiceDb } from "@/lib/embedded-service/db/client";
import { createServiceApp } from "@/lib/embedded-service/app";
import type { ServiceDeps } from "@/lib/embedded-service/context";
import { ensureReferenceData } from "@/lib/embedded-service/seed/reference-data";
import { createTeam } from "@/lib/embedded-service/teams";
import { createServiceClient } from "@/lib/service/client";
// Renamed: not a React hook, whatever its name says (the lint rule goes by the name).
import { useServiceClient as installServiceClient } from "@/lib/service";

export type TestService = Awaited<ReturnType<typeof startTestService>>;

/** Patient details for orders made in tests; tests also look for them in places they must not reach. */
export const TEST_PATIENT = {
  patient_details: {
    first_name: "Testa",
    last_name: "Orderly",
    dob: "1980-01-01",
    gender: "female",
    phone_number: "+15555550100",
    email: "testa@example.com",
  },
  patient_address: { first_line: "1 Main St", second_line: null, city: "New York", state: "NY", zip_code: "10001" },
} as const;

/** The same patient address in the real service's form (`zip` + `country`, no `zip_code`). */
export const TEST_PATIENT_REAL_ADDRESS = {
  first_line: "1 Main St",
  city: "New York",
  state: "NY",
  zip: "10001",
  country: "US",
} as const;

export { patientDetails } from "./patient-details";

/**
 * The embedded service on a real HTTP server (127.0.0.1, a free port) and a real SQLite file in a
 * temporary folder, with reference data (providers, labs, lab tests, service centers) and one team.
 */
export async function startTestService(
  opts: {
    deps?: Partial<Omit<ServiceDeps, "db">>;
    dir?: string;
    /** The test team's id. The demo seed is drawn from it: a fixed id gives the same demo data every run. */
    teamId?: string;
  } = {},
) {
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "labdesk-service-"));
  const file = path.join(dir, "service.db");
  const db: ServiceDb = openServiceDb(file);
  ensureReferenceData(db);
  const deps: ServiceDeps = {
    db,
    now: () => new Date(),
    lifecycleStepSeconds: 90,
    linkTokenTtlSeconds: 3600,
    ...opts.deps,
  };
  const app = createServiceApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  // fetch keeps idle connections 4 s; a server that closes them first (Node's default is 5 s) can
  // race a request onto a socket it is closing, an ECONNRESET seen on a loaded machine.
  Object.assign(server, { keepAliveTimeout: 60_000, headersTimeout: 61_000 });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { team, apiKey } = createTeam(db, { name: "Test team", id: opts.teamId });

  /** Calls the service as a client would: over HTTP, with a team key (the test team's by default). */
  const call = async (
    method: string,
    urlPath: string,
    init: { body?: unknown; key?: string | null; headers?: Record<string, string>; rawBody?: string } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    const key = init.key === undefined ? apiKey : init.key;
    if (key !== null) headers["x-service-api-key"] = key;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.body);
    } else if (body !== undefined) headers["content-type"] ??= "application/json";
    const res = await fetch(baseUrl + urlPath, { method, headers, body, redirect: "manual" });
    const text = await res.text();
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  };

  return {
    dir,
    db,
    deps,
    app,
    baseUrl,
    team,
    apiKey,
    call,
    get: (p: string, init?: Parameters<typeof call>[2]) => call("GET", p, init),
    post: (p: string, body?: unknown, init?: Parameters<typeof call>[2]) => call("POST", p, { ...init, body }),
    patch: (p: string, body?: unknown, init?: Parameters<typeof call>[2]) => call("PATCH", p, { ...init, body }),
    /** An order of the catalogue's first lab test for a user (its JSON), at home or walk-in. */
    async createOrder(userId: string, collectionMethod: "walk_in_test" | "at_home_phlebotomy" = "walk_in_test") {
      const labTest = (await call("GET", "/v3/lab_test?lab_test_limit=1")).json.data[0].id as string;
      const res = await call("POST", "/v3/order", {
        body: {
          user_id: userId,
          ...TEST_PATIENT,
          order_set: { lab_test_ids: [labTest] },
          collection_method: collectionMethod,
        },
      });
      if (res.status !== 200) throw new Error(`could not create a test order: ${res.status} ${res.text}`);
      // The service answers {order, status, message} like the real one; older answers were the bare order.
      return (res.json.order ?? res.json) as { id: string };
    },
    /** Points the console's service client at this service, counting the calls that reach it. */
    countedServiceClient() {
      const counter = { calls: 0 };
      installServiceClient(
        createServiceClient({
          baseUrl,
          apiKey,
          fetch: (url, init) => {
            counter.calls++;
            return fetch(url, init);
          },
        }),
      );
      return counter;
    },
    /** A second team, to prove isolation. */
    otherTeam: () => createTeam(db, { name: "Other team" }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.$client.close();
    },
  };
}

/**
 * A test service with one user and an at-home lab test, for the tests of the real order shapes;
 * `realOrderBody()` is the body the vendor SDK's createOrder sends (the real address, no
 * collection method: the test's own applies).
 */
export async function startOrderScene(clientUserId: string, deps?: Partial<Omit<ServiceDeps, "db">>) {
  const svc = await startTestService({ deps });
  const userId: string = (await svc.post("/v2/user/", { client_user_id: clientUserId })).json.user_id;
  const tests = (await svc.get("/v3/lab_tests")).json as { id: string; method: string }[];
  const atHomeTest = tests.find((t) => t.method === "at_home_phlebotomy")!.id;
  const realOrderBody = () => ({
    user_id: userId,
    patient_details: TEST_PATIENT.patient_details,
    patient_address: TEST_PATIENT_REAL_ADDRESS,
    order_set: { lab_test_ids: [atHomeTest] },
  });
  return { svc, userId, atHomeTest, realOrderBody };
}
