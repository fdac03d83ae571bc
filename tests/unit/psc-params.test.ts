import { describe, expect, it } from "vitest";
import { areaFormValues } from "@/lib/console/psc/area-form-values";
import { capabilityLabel } from "@/lib/console/psc/capability-labels";
import { pscAreaFormSchema, pscOrderFormSchema } from "@/lib/console/psc/schemas";
import { hasPscSearch, nextRadius, parsePscParams, pscHref } from "@/lib/console/psc/params";

const ACCOUNT = "3f1c2b7e-8d4a-4c1e-9b2f-6a7d8e9f0a1b";

describe("parsePscParams", () => {
  it("reads a full search, with repeated capabilities in the enum's order", () => {
    const p = parsePscParams({
      zip: " 10001 ",
      lab: "1",
      radius: "50",
      cap: ["appointment_scheduling_with_lab", "stat", "stat"],
      account: ACCOUNT,
      selected: "psc-abc",
    });
    expect(p).toEqual({
      zip: "10001",
      lab: "1",
      radius: "50",
      caps: ["stat", "appointment_scheduling_with_lab"],
      account: ACCOUNT,
      order: null,
      selected: "psc-abc",
    });
  });

  it("falls back to 25 miles and drops unknown capabilities instead of failing", () => {
    const p = parsePscParams({ zip: "10001", radius: "30", cap: "teleport" });
    expect(p.radius).toBe("25");
    expect(p.caps).toEqual([]);
    expect(parsePscParams({ radius: ["100", "10"] }).radius).toBe("100");
  });

  it("knows when there is nothing to search yet", () => {
    expect(hasPscSearch(parsePscParams({}))).toBe(false);
    expect(hasPscSearch(parsePscParams({ radius: "10" }))).toBe(false);
    expect(hasPscSearch(parsePscParams({ order: ACCOUNT }))).toBe(true);
  });
});

describe("pscHref", () => {
  it("round-trips through the parser", () => {
    const p = parsePscParams({
      zip: "60601",
      lab: "3",
      radius: "10",
      cap: ["stat", "appointment_scheduling_via_service"],
    });
    expect(pscHref(p)).toBe("/psc?zip=60601&lab=3&radius=10&cap=stat&cap=appointment_scheduling_via_service");
    const back = Object.fromEntries(new URL(pscHref(p), "http://x").searchParams);
    expect(parsePscParams({ ...back, cap: ["stat", "appointment_scheduling_via_service"] })).toEqual(p);
  });

  it("in order mode keeps only the order, radius and capabilities", () => {
    expect(pscHref({ order: ACCOUNT, zip: "10001", lab: "1", account: ACCOUNT, radius: "20", caps: ["stat"] })).toBe(
      `/psc?order=${ACCOUNT}&radius=20&cap=stat`,
    );
    expect(pscHref({})).toBe("/psc");
  });
});

describe("nextRadius", () => {
  it("suggests the next larger radius, none after 100 miles", () => {
    expect(nextRadius("10")).toBe("20");
    expect(nextRadius("20")).toBe("25");
    expect(nextRadius("25")).toBe("50");
    expect(nextRadius("50")).toBe("100");
    expect(nextRadius("100")).toBeNull();
  });
});

describe("the search schema shared by the form and the page", () => {
  const values = (over: Record<string, string | string[]>) =>
    areaFormValues(parsePscParams({ zip: "10001", lab: "1", ...over }));

  it("accepts a search and an empty lab account", () => {
    expect(pscAreaFormSchema.safeParse(values({})).success).toBe(true);
    expect(pscAreaFormSchema.safeParse(values({ account: ACCOUNT })).success).toBe(true);
  });

  it("names the field that is wrong", () => {
    const paths = (over: Record<string, string>) =>
      pscAreaFormSchema.safeParse(values(over)).error?.issues.map((i) => i.path.join("."));
    expect(paths({ zip: "1234" })).toEqual(["zip_code"]);
    expect(paths({ zip: "1234a" })).toEqual(["zip_code"]);
    expect(paths({ lab: "" })).toEqual(["lab_id"]);
    expect(paths({ lab: "0" })).toEqual(["lab_id"]);
    expect(paths({ account: "not-a-uuid" })).toEqual(["lab_account_id"]);
  });

  it("by order checks only the radius and capabilities", () => {
    expect(pscOrderFormSchema.safeParse(values({ zip: "", lab: "" })).success).toBe(true);
  });

  it("labels unknown capabilities as they are", () => {
    expect(capabilityLabel("stat")).toBe("STAT");
    expect(capabilityLabel("home_visit")).toBe("home_visit");
  });
});
