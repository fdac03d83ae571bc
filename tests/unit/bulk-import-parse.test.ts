import { describe, expect, it } from "vitest";
import {
  MAX_IMPORT_ROWS,
  parseConnectionsFile,
  parseCsv,
  parseJson,
  sendableRecipes,
  expiresAtSeconds,
} from "@/lib/console/bulk-import/parse";
import { explainBulkImportRefusal } from "@/lib/console/bulk-import/refusals";
import { bulkImportSubmitSchema, IMPORT_CHUNK, opProgress } from "@/lib/console/bulk-import/schemas";

const A = "0b5c1e3a-2f4d-4c6b-9a8e-1d2c3b4a5f60";
const B = "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b";
const HEADER = "user_id,access_token,refresh_token,provider_id,expires_at,oauth_scopes";

describe("expires_at as Unix seconds or an ISO date", () => {
  it("keeps seconds, converts ISO dates and date-times (UTC unless they name a zone), leaves the rest", () => {
    expect(expiresAtSeconds("1900000000")).toBe(1900000000);
    expect(expiresAtSeconds(1900000000)).toBe(1900000000);
    expect(expiresAtSeconds("2030-01-31")).toBe(Date.UTC(2030, 0, 31) / 1000);
    expect(expiresAtSeconds("2030-01-31T12:30:00Z")).toBe(Date.UTC(2030, 0, 31, 12, 30) / 1000);
    expect(expiresAtSeconds("2030-01-31 12:30")).toBe(Date.UTC(2030, 0, 31, 12, 30) / 1000);
    expect(expiresAtSeconds("2030-01-31T12:30:00.900+02:00")).toBe(Date.UTC(2030, 0, 31, 10, 30) / 1000);
    expect(expiresAtSeconds("soon")).toBe("soon");
    expect(expiresAtSeconds("2030-13-45")).toBe("2030-13-45");
    expect(expiresAtSeconds(null)).toBeNull();
  });

  it("converts ISO dates in a CSV cell and in JSON, so the rows are sendable", () => {
    const csv = parseCsv(`${HEADER}\n${A},t.1,,,2030-01-31T00:00:00Z,\n`);
    const json = parseJson(JSON.stringify([{ user_id: B, access_token: "t.2", expires_at: "2030-01-31" }]));
    expect(csv.ok && sendableRecipes(csv.rows)[0]?.expires_at).toBe(Date.UTC(2030, 0, 31) / 1000);
    expect(json.ok && sendableRecipes(json.rows)[0]?.expires_at).toBe(Date.UTC(2030, 0, 31) / 1000);
  });
});

describe("parsing a CSV of connections", () => {
  it("reads each row into the contract's ConnectionRecipe, with numbers and scope lists", () => {
    const parsed = parseCsv(
      `${HEADER}\n${A},labdesk-demo-fitbit.abc,r1,p-1,1900000000,activity sleep\n${B},labdesk-demo-fitbit.def,,,,"[""heartrate""]"\n`,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rows.map((r) => r.errors)).toEqual([{}, {}]);
    expect(sendableRecipes(parsed.rows)).toEqual([
      {
        user_id: A,
        access_token: "labdesk-demo-fitbit.abc",
        refresh_token: "r1",
        provider_id: "p-1",
        expires_at: 1900000000,
        oauth_scopes: ["activity", "sleep"],
      },
      { user_id: B, access_token: "labdesk-demo-fitbit.def", oauth_scopes: ["heartrate"] },
    ]);
  });

  it("flags each bad row at its field, keeps the good ones sendable, and numbers rows as in the file", () => {
    const parsed = parseCsv(
      [HEADER, `${A},t.1,,,,`, `not-a-uuid,t.2,,,,`, `${B},,,,,`, `${A},t.3,,,,`, `${B},t.4,,,soon,`].join("\n"),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const byLine = Object.fromEntries(parsed.rows.map((r) => [r.line, r.errors]));
    expect(byLine[1]).toEqual({});
    expect(byLine[2]!.user_id).toMatch(/user_id/);
    expect(byLine[3]).toEqual({ access_token: "access_token is missing" });
    expect(byLine[4]!.user_id).toMatch(/repeats row 1/);
    expect(byLine[5]!.expires_at).toMatch(/expires_at/);
    expect(sendableRecipes(parsed.rows).map((r) => r.access_token)).toEqual(["t.1"]);
  });

  it("refuses a CSV without the needed header and files over the row cap", () => {
    const noHeader = parseCsv(`${A},t.1\n`);
    expect(noHeader.ok).toBe(false);
    const big = [HEADER, ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `${A},t.${i},,,,`)].join("\n");
    const tooMany = parseCsv(big);
    expect(tooMany).toEqual({ ok: false, message: expect.stringMatching(/10,001 connections.*at most 10,000/) });
  });
});

describe("parsing JSON of connections", () => {
  it("accepts a list or the request body's shape, and flags non-objects", () => {
    const list = parseJson(JSON.stringify([{ user_id: A, access_token: "x.y" }, 42]));
    if (!list.ok) throw new Error(list.message);
    expect(list.rows[0]!.recipe).toEqual({ user_id: A, access_token: "x.y" });
    expect(list.rows[1]!.recipe).toBeNull();
    const body = parseJson(
      JSON.stringify({
        provider: "fitbit",
        connections: [{ user_id: B, access_token: "x.z", oauth_scopes: "activity" }],
      }),
    );
    if (!body.ok) throw new Error(body.message);
    expect(body.rows[0]!.errors.oauth_scopes).toMatch(/oauth_scopes/);
  });

  it("explains unreadable files and picks the reader by extension or content", () => {
    expect(parseJson("{nope")).toEqual({ ok: false, message: expect.stringMatching(/not valid JSON/) });
    expect(parseJson('{"a":1}')).toEqual({ ok: false, message: expect.stringMatching(/list of connections/) });
    expect(parseConnectionsFile("x.csv", "  ")).toEqual({ ok: false, message: "The file is empty." });
    const sniffed = parseConnectionsFile("export.txt", JSON.stringify([{ user_id: A, access_token: "a.b" }]));
    expect(sniffed.ok && sniffed.rows.length).toBe(1);
  });
});

describe("submitting and following an import", () => {
  it("checks the submission with the contract's recipe and caps a chunk", () => {
    const recipe = { user_id: A, access_token: "a.b" };
    expect(
      bulkImportSubmitSchema.safeParse({ provider: "fitbit", connections: [recipe], waitForCompletion: true }).success,
    ).toBe(true);
    expect(
      bulkImportSubmitSchema.safeParse({ provider: "peloton", connections: [recipe], waitForCompletion: true }).success,
    ).toBe(false);
    expect(
      bulkImportSubmitSchema.safeParse({ provider: "fitbit", connections: [], waitForCompletion: false }).success,
    ).toBe(false);
    const tooBig = Array.from({ length: IMPORT_CHUNK + 1 }, () => recipe);
    expect(
      bulkImportSubmitSchema.safeParse({ provider: "fitbit", connections: tooBig, waitForCompletion: false }).success,
    ).toBe(false);
  });

  it("measures progress as processed of processed + pending", () => {
    expect(opProgress({ processed: 30, pending: 270 })).toEqual({ total: 300, percent: 10 });
    expect(opProgress({ processed: 0, pending: 0 })).toEqual({ total: 0, percent: 100 });
  });

  it("explains the two refusals in plain words with what to do", () => {
    const base = { provider: "strava", providerName: "Strava", embedded: true, teamId: "team-1" };
    const disabled = explainBulkImportRefusal({
      ...base,
      status: 403,
      detail: "Bulk import is not enabled for this team. Contact support to enable it.",
    });
    expect(disabled).toMatch(/turned off.*npm run service -- enable-bulk-import team-1/);
    const remote = explainBulkImportRefusal({ ...base, embedded: false, status: 403, detail: "not enabled" });
    expect(remote).toMatch(/support/);
    const noApp = explainBulkImportRefusal({
      ...base,
      status: 400,
      detail: "The team has no OAuth application credential for strava.",
    });
    expect(noApp).toMatch(
      /^Your team has no OAuth app of its own for Strava: add your Strava client credentials to the service \(.*add-oauth-credential team-1 strava/,
    );
    expect(explainBulkImportRefusal({ ...base, status: 400, detail: "something else" })).toBeNull();
  });
});
