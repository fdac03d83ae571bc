import * as serializers from "@tryvital/vital-node/serialization";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectProvider } from "@/lib/embedded-service/store/connections";
import { requireUserRow } from "@/lib/embedded-service/store/users";
import { addTeamOauthCredential, setBulkImportEnabled } from "@/lib/embedded-service/teams";
import { startTestService, type TestService } from "../support/service-harness";
import { MARIA_LOPEZ } from "../support/patient-details";

/**
 * Users, patient details, steps, providers and link answer in shapes the real service's own SDK
 * parses: every answer here goes through the serializer the SDK uses for that endpoint.
 */

const NOW = new Date("2026-03-01T12:00:00Z");
let svc: TestService;
let userId: string;

type Parser = {
  parse: (raw: unknown, opts?: object) => { ok: boolean; errors?: { path: string[]; message: string }[] };
};
const SDK_OPTS = {
  unrecognizedObjectKeys: "passthrough",
  allowUnrecognizedEnumValues: true,
  allowUnrecognizedUnionMembers: true,
};
/** Asserts the SDK parses `json`, showing its errors (paths and messages) when it does not. */
function expectSdkParses(schema: Parser, json: unknown) {
  const result = schema.parse(json, SDK_OPTS);
  expect(result.ok ? [] : result.errors?.map((e) => `${e.path.join(".")}: ${e.message}`)).toEqual([]);
}

const PATIENT = {
  ...MARIA_LOPEZ,
  race: null,
};

beforeAll(async () => {
  svc = await startTestService({ deps: { now: () => NOW, stepsPageSize: 50 } });
  userId = (await svc.post("/v2/user/", { client_user_id: "real-shape/001", fallback_time_zone: "America/Chicago" }))
    .json.user_id;
  const { seq } = requireUserRow(svc.db, svc.team.id, userId);
  for (const provider of ["fitbit", "withings"])
    connectProvider(svc.db, { userSeq: seq, provider, origin: "seed", providerUserId: "ext-1" }, NOW);
});
afterAll(() => svc.close());

describe("users in the real service's shapes", () => {
  it("list, get and create parse with the SDK, and connected sources carry provider next to source", async () => {
    const list = await svc.get("/v2/user/");
    expectSdkParses(serializers.PaginatedUsersResponse, list.json);
    const one = await svc.get(`/v2/user/${userId}`);
    expectSdkParses(serializers.ClientFacingUser, one.json);
    const sources = one.json.connected_sources as { source: { slug: string; logo: string }; provider: unknown }[];
    expect(sources.map((s) => s.source.slug)).toEqual(["fitbit", "withings"]);
    for (const s of sources) {
      expect(s.provider).toEqual(s.source);
      expect(s.source.logo).toMatch(/^http/);
    }
    // The SDK's create body may carry ingestion bounds; they are accepted.
    const created = await svc.post("/v2/user/", { client_user_id: "real-shape/002", ingestion_start: "2026-01-01" });
    expect(created.status).toBe(200);
    expectSdkParses(serializers.ClientFacingUserKey, created.json);
  });

  it("resolves a user by exact client_user_id, and not another team's or a near match", async () => {
    const hit = await svc.get(`/v2/user/resolve/${encodeURIComponent("real-shape/001")}`);
    expect(hit.status).toBe(200);
    expect(hit.json.user_id).toBe(userId);
    expect(hit.json.connected_sources).toHaveLength(2);
    expectSdkParses(serializers.ClientFacingUser, hit.json);
    expect((await svc.get("/v2/user/resolve/real-shape")).status).toBe(404);
    expect((await svc.get("/v2/user/resolve/REAL-SHAPE%2F001")).status).toBe(404);
    expect(
      (await svc.get(`/v2/user/resolve/${encodeURIComponent("real-shape/001")}`, { key: svc.otherTeam().apiKey }))
        .status,
    ).toBe(404);
    expect((await svc.get("/v2/user/resolve/real-shape%2F001", { key: null })).status).toBe(401);
  });

  it("lists a user's providers with status, connection time and resource availability; another team's user is 404", async () => {
    const res = await svc.get(`/v2/user/providers/${userId}`);
    expect(res.status).toBe(200);
    expectSdkParses(serializers.user.getConnectedProviders.Response, res.json);
    const fitbit = res.json.providers.find((p: { slug: string }) => p.slug === "fitbit");
    expect(fitbit).toMatchObject({
      name: expect.any(String),
      status: "connected",
      created_on: NOW.toISOString(),
      external_user_id: "ext-1",
    });
    expect(fitbit.resource_availability.steps).toEqual({ status: "available" });
    expect((await svc.get(`/v2/user/providers/${userId}`, { key: svc.otherTeam().apiKey })).status).toBe(404);
    expect((await svc.get(`/v2/user/providers/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await svc.get("/v2/user/providers/not-a-uuid")).status).toBe(422);
  });
});

describe("patient details in both namings", () => {
  it("accepts an address with only the real names (zip, country) and answers zip_code, zip and country", async () => {
    const address = { first_line: "1 Main St", city: "Austin", state: "TX", zip: "78701", country: "US" };
    const saved = await svc.patch(`/v2/user/${userId}/info`, { ...PATIENT, address });
    expect(saved.status).toBe(200);
    expect(saved.json.address).toEqual({ ...address, second_line: null, zip_code: "78701" });
    expectSdkParses(serializers.UserInfo, saved.json);
    const latest = await svc.get(`/v2/user/${userId}/info/latest`);
    expect(latest.json.address).toMatchObject({ zip_code: "78701", zip: "78701", country: "US" });
    expectSdkParses(serializers.UserInfo, latest.json);
  });

  it("accepts the documented interface's zip_code alone (country US) and keeps a given country, in the proxy too", async () => {
    const address = {
      first_line: "9 Elm St",
      second_line: null,
      city: "Toronto",
      state: "ON",
      zip_code: "M5V 2T6",
      country: "CA",
    };
    const proxy = {
      first_name: "Ana",
      last_name: "Lopez",
      phone_number: "+15125550100",
      address: { ...address, country: undefined },
    };
    const saved = await svc.patch(`/v2/user/${userId}/info`, { ...PATIENT, address, medical_proxy: proxy });
    expect(saved.status).toBe(200);
    expect(saved.json.address).toMatchObject({ zip_code: "M5V 2T6", zip: "M5V 2T6", country: "CA" });
    expect(saved.json.medical_proxy.address).toMatchObject({ zip_code: "M5V 2T6", zip: "M5V 2T6", country: "US" });
    expectSdkParses(serializers.UserInfo, saved.json);
  });

  it("refuses an address with neither zip_code nor zip, naming zip_code", async () => {
    const res = await svc.patch(`/v2/user/${userId}/info`, {
      ...PATIENT,
      address: { first_line: "1 Main St", city: "Austin", state: "TX" },
    });
    expect(res.status).toBe(422);
    expect(res.json.detail.map((d: { loc: unknown[] }) => d.loc)).toContainEqual(["body", "address", "zip_code"]);
  });
});

describe("steps, providers and link in the real service's shapes", () => {
  it("grouped steps samples carry timestamp, timezone_offset, type and id", async () => {
    const res = await svc.get(`/v2/timeseries/${userId}/steps/grouped?start_date=2026-02-27&end_date=2026-03-01`);
    expect(res.status).toBe(200);
    expectSdkParses(serializers.GroupedStepsResponse, res.json);
    const [entry] = Object.values(
      res.json.groups as Record<string, { data: Record<string, unknown>[]; source: { type: string } }[]>,
    )[0]!;
    const ids = new Set<unknown>();
    for (const sample of entry!.data) {
      expect(sample.timestamp).toBe(sample.start);
      // America/Chicago on 1 March is UTC−6.
      expect(sample.timezone_offset).toBe(-21_600);
      expect(sample.type).toBe(entry!.source.type);
      expect(Number.isSafeInteger(sample.id)).toBe(true);
      ids.add(sample.id);
    }
    expect(ids.size).toBe(entry!.data.length);
  });

  it("the provider catalogue, link token, link code and sign-in token parse with the SDK", async () => {
    const providers = await svc.get("/v2/providers/");
    expectSdkParses(serializers.providers.getAll.Response, providers.json);
    const token = await svc.post("/v2/link/token", { user_id: userId });
    expectSdkParses(serializers.LinkTokenExchangeResponse, token.json);
    expectSdkParses(
      serializers.VitalTokenCreatedResponse,
      (await svc.post(`/v2/link/code/create?user_id=${userId}`)).json,
    );
    expectSdkParses(serializers.UserSignInTokenResponse, (await svc.post(`/v2/user/${userId}/sign_in_token`)).json);
  });

  it("OAuth provider link info carries the logo", async () => {
    const info = await svc.get("/v2/link/provider/oauth/fitbit");
    expect(info.status).toBe(200);
    expect(info.json.logo).toMatch(/^http.*fitbit/);
    expectSdkParses(serializers.Source, info.json);
  });

  it("lists the providers a link can connect (team key required)", async () => {
    const res = await svc.get("/v2/link/providers");
    expect(res.status).toBe(200);
    expectSdkParses(serializers.link.getAllProviders.Response, res.json);
    const slugs = res.json.map((p: { slug: string }) => p.slug);
    expect(slugs).toContain("fitbit");
    // Only providers a person can connect from a web page (no mobile-SDK-only ones).
    expect(slugs).not.toContain("apple_health_kit");
    expect((await svc.get("/v2/link/providers", { key: null })).status).toBe(401);
  });

  it("bulk import and bulk ops parse with the SDK, the op typed link_bulk_import", async () => {
    setBulkImportEnabled(svc.db, svc.team.id, true);
    addTeamOauthCredential(svc.db, svc.team.id, "fitbit", "labdesk-client");
    const body = {
      provider: "fitbit",
      connections: [
        {
          user_id: userId,
          access_token: "labdesk-client.t",
          refresh_token: "r",
          provider_id: "p",
          expires_at: 1_900_000_000,
        },
      ],
    };
    const queued = await svc.post("/v2/link/bulk_import", body);
    expect(queued.status).toBe(202);
    expectSdkParses(serializers.BulkImportConnectionsResponse, queued.json);
    const ops = await svc.get("/v2/link/bulk_op");
    expectSdkParses(serializers.BulkOpsResponse, ops.json);
    expect(ops.json.data[0].type).toBe("link_bulk_import");
  });
});
