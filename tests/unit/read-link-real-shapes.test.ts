import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { ServiceError } from "@/lib/service/errors";
import { parseAnswer } from "@/lib/service/response";
import { bulkOpListReader, linkProviderListReader, providerLinkInfoReader } from "@/lib/service/read/link";
import { providerListReader, userProvidersReader } from "@/lib/service/read/providers";
import { groupedStepsReader } from "@/lib/service/read/timeseries";

/** The tolerant reader for steps, providers and link answers: both forms in, one view out. */

const CALL = { method: "GET", path: "/v2/test", requestId: "req-reader-2" };
const read = <S extends z.ZodType>(schema: S, body: unknown) => parseAnswer(CALL, schema, JSON.stringify(body));
function fieldsOf(schema: z.ZodType, body: unknown): string[] {
  try {
    read(schema, body);
  } catch (err) {
    if (err instanceof ServiceError) return err.fields;
    throw err;
  }
  throw new Error("expected the reader to refuse the answer");
}

describe("grouped steps: samples with timestamp, timezone_offset, type and id", () => {
  const spec = { start: "2026-03-01T00:00:00Z", end: "2026-03-01T00:01:00Z", unit: "count", value: 12 };
  const real = { ...spec, timestamp: spec.start, timezone_offset: -21_600, type: "watch", id: 42 };
  const page = (sample: object, source: object = { provider: "fitbit", type: "watch" }) => ({
    groups: { fitbit: [{ data: [sample], source }] },
    next_cursor: null,
    next: null,
  });

  it("reads both forms into the same samples", () => {
    const fromReal = read(
      groupedStepsReader,
      page(real, { provider: "fitbit", type: "watch", name: "Fitbit", slug: "fitbit", logo: "x" }),
    );
    expect(fromReal).toEqual(read(groupedStepsReader, page(spec)));
    expect(fromReal.groups.fitbit![0]!.data[0]).toEqual(spec);
  });

  it("does not fail on a missing unit, source type or cursor", () => {
    const { unit: _u, ...noUnit } = spec;
    const view = read(groupedStepsReader, { groups: { fitbit: [{ data: [noUnit], source: { provider: "fitbit" } }] } });
    expect(view.groups.fitbit![0]!.source.type).toBe("unknown");
    expect(view.next_cursor).toBeNull();
  });

  it("fails naming the sample's value when it is missing", () => {
    const { value: _v, ...noValue } = real;
    expect(fieldsOf(groupedStepsReader, page(noValue))).toEqual(["groups.fitbit.0.data.0.value"]);
  });
});

describe("OAuth provider link info: logo (real service only)", () => {
  const spec = {
    name: "Fitbit",
    slug: "fitbit",
    description: "Trackers",
    id: 1,
    group: null,
    oauth_url: null,
    auth_type: "oauth",
    source_type: "device",
    is_active: true,
    backfill_num_days: 90,
  };
  it("reads the logo when sent and null when not; the documented interface's defaults fill left-out fields", () => {
    expect(read(providerLinkInfoReader, { ...spec, logo: "https://x/fitbit.svg" })).toEqual({
      ...read(providerLinkInfoReader, spec),
      logo: "https://x/fitbit.svg",
    });
    expect(
      read(providerLinkInfoReader, { name: "Fitbit", slug: "fitbit", description: "Trackers", id: 1 }),
    ).toMatchObject({ logo: null, auth_type: "oauth", source_type: "device", is_active: true });
  });
  it("fails naming slug when it is missing", () => {
    const { slug: _s, ...noSlug } = spec;
    expect(fieldsOf(providerLinkInfoReader, noSlug)).toEqual(["slug"]);
  });
});

describe("provider catalogue: logo string or null (documented interface), or left out (real service)", () => {
  it("reads both into the same view", () => {
    const spec = [
      {
        name: "Fitbit",
        slug: "fitbit",
        description: "Trackers",
        logo: null,
        supported_resources: ["steps", "match_review"],
      },
    ];
    const { logo: _l, ...real } = spec[0]!;
    expect(read(providerListReader, [real])).toEqual(read(providerListReader, spec));
  });
  it("fails naming the provider's name when it is missing", () => {
    expect(fieldsOf(providerListReader, [{ slug: "fitbit", description: "x" }])).toEqual(["0.name"]);
  });
});

describe("bulk ops: ended_at and next_cursor null (documented interface) or left out (real service)", () => {
  const op = {
    type: "link_bulk_import",
    status: "in_progress",
    provider: "fitbit",
    pending: 1,
    processed: 0,
    started_at: "2026-03-01T00:00:00Z",
  };
  it("reads both into the same view", () => {
    expect(read(bulkOpListReader, { data: [op] })).toEqual(
      read(bulkOpListReader, { data: [{ ...op, ended_at: null }], next_cursor: null }),
    );
  });
  it("fails naming the op's status when it is missing", () => {
    const { status: _s, ...noStatus } = op;
    expect(fieldsOf(bulkOpListReader, { data: [noStatus] })).toEqual(["data.0.status"]);
  });
});

describe("a user's providers (real service only) and the link providers list", () => {
  const provider = {
    name: "Fitbit",
    slug: "fitbit",
    logo: "https://x/fitbit.svg",
    created_on: "2026-03-01T00:00:00Z",
    status: "error",
    error_details: {
      error_type: "token_refresh_failed",
      error_message: "Refresh token expired",
      errored_at: "2026-03-02T00:00:00Z",
    },
    resource_availability: {
      steps: { status: "available" },
      sleep: { status: "unavailable", scope_requirements: null },
      odd: 3,
    },
  };
  it("flattens the record of lists and reads status, error details and resources", () => {
    const [view] = read(userProvidersReader, { providers: [provider] });
    expect(view).toEqual({
      name: "Fitbit",
      slug: "fitbit",
      logo: "https://x/fitbit.svg",
      connectedSince: "2026-03-01T00:00:00Z",
      status: "error",
      externalUserId: null,
      error: { type: "token_refresh_failed", message: "Refresh token expired", erroredAt: "2026-03-02T00:00:00Z" },
      resources: [
        { resource: "steps", status: "available" },
        { resource: "sleep", status: "unavailable" },
      ],
    });
  });
  it("does not fail on missing optional fields, and fails naming status when it is missing", () => {
    const [view] = read(userProvidersReader, { providers: [{ name: "Oura", slug: "oura", status: "connected" }] });
    expect(view).toMatchObject({ logo: null, connectedSince: null, error: null, resources: [] });
    const { status: _s, ...noStatus } = provider;
    expect(fieldsOf(userProvidersReader, { providers: [noStatus] })).toEqual(["providers.0.status"]);
  });
  it("reads SourceLink entries, with or without their optional fields", () => {
    const list = read(linkProviderListReader, [
      { id: 1, name: "Fitbit", slug: "fitbit", description: "x", logo: "l", auth_type: "oauth", form_components: {} },
      { name: "Oura", slug: "oura" },
    ]);
    expect(list.map((p) => [p.slug, p.logo])).toEqual([
      ["fitbit", "l"],
      ["oura", null],
    ]);
  });
});
