import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { ServiceError } from "@/lib/service/errors";
import { parseAnswer } from "@/lib/service/response";
import { userInfoReader } from "@/lib/service/read/user-info";
import { userListReader, userReader } from "@/lib/service/read/users";
import { MARIA_LOPEZ } from "../support/patient-details";

/**
 * The tolerant reader, one difference at a time: the documented interface's form and the real service's
 * form of the same answer give the same view; a missing optional field does not fail; a missing
 * needed field fails with an error that names it and the request id.
 */

const CALL = { method: "GET", path: "/v2/test", requestId: "req-reader-1" };
const read = <S extends z.ZodType>(schema: S, body: unknown) => parseAnswer(CALL, schema, JSON.stringify(body));
function failureOf(schema: z.ZodType, body: unknown): ServiceError {
  try {
    read(schema, body);
  } catch (err) {
    if (err instanceof ServiceError) return err;
    throw err;
  }
  throw new Error("expected the reader to refuse the answer");
}

const fitbit = { name: "Fitbit", slug: "fitbit", logo: "https://example.com/fitbit.svg" };
const specUser = {
  user_id: "6f1c7c2e-6a53-4c55-9d3e-2c5b9e7a1f00",
  team_id: "0b8a0e5e-1b7e-4a3c-8a8e-3f3b1d2c4e5f",
  client_user_id: "mbr_1",
  created_on: "2025-01-02T03:04:05Z",
  connected_sources: [{ created_on: "2025-02-01T00:00:00Z", source: fitbit }],
  fallback_birth_date: { value: "1987-04-12", source_slug: "manual", updated_at: "2025-01-02T03:04:05Z" },
  fallback_time_zone: null,
};

describe("user: connected_sources[].provider next to source", () => {
  it("reads the documented interface's source, the real provider, or both, into one source", () => {
    const spec = read(userReader, specUser);
    const real = read(userReader, {
      ...specUser,
      connected_sources: [{ created_on: "2025-02-01T00:00:00Z", source: fitbit, provider: fitbit }],
      ingestion_start: "2025-01-01",
    });
    const providerOnly = read(userReader, {
      ...specUser,
      connected_sources: [{ created_on: "2025-02-01T00:00:00Z", provider: fitbit }],
    });
    expect(real).toEqual(spec);
    expect(providerOnly).toEqual(spec);
    expect(spec.connected_sources).toEqual([{ created_on: "2025-02-01T00:00:00Z", source: fitbit }]);
  });

  it("does not fail on missing optional fields (fallbacks, logo, a source naming nothing)", () => {
    const { fallback_birth_date: _b, fallback_time_zone: _t, ...bare } = specUser;
    const view = read(userReader, {
      ...bare,
      connected_sources: [
        { created_on: "2025-02-01T00:00:00Z", source: { name: "Oura", slug: "oura" } },
        { created_on: "2025-02-01T00:00:00Z" },
      ],
    });
    expect(view.fallback_birth_date).toBeNull();
    expect(view.fallback_time_zone).toBeNull();
    expect(view.connected_sources).toEqual([
      { created_on: "2025-02-01T00:00:00Z", source: { name: "Oura", slug: "oura", logo: null } },
    ]);
  });

  it("fails naming client_user_id (and the request id) when a listed user has none", () => {
    const { client_user_id: _c, ...broken } = specUser;
    const err = failureOf(userListReader, { users: [broken], total: 1, offset: 0, limit: 100 });
    expect(err.kind).toBe("unexpected_shape");
    expect(err.fields).toEqual(["users.0.client_user_id"]);
    expect(err.userMessage()).toContain("users.0.client_user_id");
    expect(err.userMessage()).toContain("req-reader-1");
  });
});

const specInfo = {
  ...MARIA_LOPEZ,
  address: { first_line: "1 Main St", second_line: null, city: "Austin", state: "TX", zip_code: "78701" },
  medical_proxy: null,
  race: "asian",
  ethnicity: null,
  sexual_orientation: null,
  gender_identity: null,
};

describe("user info: address zip_code (documented interface) or zip + country (real service)", () => {
  it("reads zip_code or zip into zip_code, and keeps country", () => {
    const spec = read(userInfoReader, specInfo);
    const { zip_code: _z, ...realAddress } = { ...specInfo.address, zip: "78701", country: "US" };
    const real = read(userInfoReader, { ...specInfo, address: realAddress });
    const both = read(userInfoReader, { ...specInfo, address: { ...specInfo.address, zip: "78701", country: "US" } });
    expect(spec.address).toEqual({
      first_line: "1 Main St",
      second_line: null,
      city: "Austin",
      state: "TX",
      zip_code: "78701",
      country: null,
    });
    expect(real.address).toEqual({ ...spec.address, country: "US" });
    expect(both).toEqual(real);
  });

  it("reads a real-shaped medical proxy address the same way, and unknown enum values as they are", () => {
    const proxy = {
      first_name: "Ana",
      last_name: "Lopez",
      phone_number: "+15125550100",
      address: { first_line: "9 Elm St", city: "Austin", state: "TX", zip: "78702", country: "US" },
    };
    const view = read(userInfoReader, { ...specInfo, medical_proxy: proxy, race: "not_yet_listed" });
    expect(view.medical_proxy?.address).toEqual({
      first_line: "9 Elm St",
      second_line: null,
      city: "Austin",
      state: "TX",
      zip_code: "78702",
      country: "US",
    });
    expect(view.race).toBe("not_yet_listed");
  });

  it("does not fail on missing optional fields (second_line, country, proxy, enums)", () => {
    const {
      medical_proxy: _p,
      race: _r,
      ethnicity: _e,
      sexual_orientation: _s,
      gender_identity: _g,
      ...required
    } = specInfo;
    const { second_line: _l, ...address } = specInfo.address;
    const view = read(userInfoReader, { ...required, address });
    expect(view.address.second_line).toBeNull();
    expect(view.medical_proxy).toBeNull();
    expect(view.race).toBeNull();
  });

  it("fails naming address.zip_code when the address has neither zip_code nor zip", () => {
    const { zip_code: _z, ...address } = specInfo.address;
    const err = failureOf(userInfoReader, { ...specInfo, address: { ...address, country: "US" } });
    expect(err.fields).toEqual(["address.zip_code"]);
    expect(err.userMessage()).toContain("req-reader-1");
  });
});
