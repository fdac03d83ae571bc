import { describe, expect, it } from "vitest";
import { roleViewer } from "@/lib/console/field-policy/policy";
import type { ServiceUser } from "@/lib/service/read/users";
import {
  BIRTH_DATE_MASK,
  birthDateText,
  birthDateView,
  sameOriginLogo,
  toUserView,
} from "@/lib/console/users/user-view";
import { tabLinksFor } from "@/lib/console/users/user-tabs";

const BIRTH_DATE = "1987-04-12";

const user: ServiceUser = {
  user_id: "6f1c7c2e-6a53-4c55-9d3e-2c5b9e7a1f00",
  team_id: "0b8a0e5e-1b7e-4a3c-8a8e-3f3b1d2c4e5f",
  client_user_id: "mbr_0104729",
  created_on: "2025-01-02T03:04:05.000Z",
  connected_sources: [
    {
      created_on: "2025-02-01T00:00:00.000Z",
      source: { name: "Fitbit", slug: "fitbit", logo: "http://localhost:3000/link/logos/fitbit.svg" },
    },
  ],
  fallback_birth_date: { value: BIRTH_DATE, source_slug: "manual", updated_at: "2025-01-02T03:04:05.000Z" },
  fallback_time_zone: { id: "America/Chicago", source_slug: "manual", updated_at: "2025-01-02T03:04:05.000Z" },
};

describe("toUserView", () => {
  it("keeps the birth date for roles that may see PHI", () => {
    const view = toUserView(user, { viewer: roleViewer("care_coordinator"), embedded: true });
    expect(view.fallbackBirthDate).toEqual({ state: "shown", value: BIRTH_DATE });
    expect(birthDateText(view.fallbackBirthDate)).toBe(BIRTH_DATE);
  });

  it("drops the birth date value entirely for other roles, so it cannot reach the browser", () => {
    const view = toUserView(user, { viewer: roleViewer("analyst"), embedded: true });
    expect(view.fallbackBirthDate).toEqual({ state: "masked" });
    // The whole serialised view, as it would cross into a client component.
    expect(JSON.stringify(view)).not.toContain(BIRTH_DATE);
    expect(JSON.stringify(view)).not.toContain("1987");
    expect(birthDateText(view.fallbackBirthDate)).toBe(BIRTH_DATE_MASK);
  });

  it("keeps identifiers, time zone and sources for every role", () => {
    const view = toUserView(user, { viewer: roleViewer("analyst"), embedded: false });
    expect(view).toMatchObject({
      userId: user.user_id,
      clientUserId: "mbr_0104729",
      createdOn: user.created_on,
      fallbackTimeZone: "America/Chicago",
      connectedSources: [{ name: "Fitbit", slug: "fitbit", connectedOn: "2025-02-01T00:00:00.000Z" }],
    });
    expect(view).not.toHaveProperty("team_id");
  });

  it("shows a missing birth date or time zone as absent, not masked", () => {
    const view = toUserView(
      { ...user, fallback_birth_date: null, fallback_time_zone: null },
      { viewer: roleViewer("analyst"), embedded: true },
    );
    expect(view.fallbackBirthDate).toEqual({ state: "none" });
    expect(birthDateText(view.fallbackBirthDate)).toBe("—");
    expect(view.fallbackTimeZone).toBeNull();
  });
});

describe("birthDateView", () => {
  it("treats an empty value as none for every role", () => {
    expect(birthDateView(undefined, true)).toEqual({ state: "none" });
    expect(birthDateView(null, false)).toEqual({ state: "none" });
  });
});

describe("sameOriginLogo", () => {
  it("reduces the embedded service's absolute logo URL to the path this app serves", () => {
    expect(sameOriginLogo("http://localhost:3000/link/logos/fitbit.svg", true)).toBe("/link/logos/fitbit.svg");
    expect(sameOriginLogo("/link/logos/oura.svg?v=2", true)).toBe("/link/logos/oura.svg?v=2");
  });

  it("leaves a remote service's logo URLs alone and keeps null as null", () => {
    expect(sameOriginLogo("https://cdn.example.com/fitbit.svg", false)).toBe("https://cdn.example.com/fitbit.svg");
    expect(sameOriginLogo(null, true)).toBeNull();
  });
});

describe("tabLinksFor", () => {
  const labels = (role: Parameters<typeof tabLinksFor>[0]) => tabLinksFor(role, user.user_id).map((l) => l.label);

  it("gives each role only the tabs its permissions open", () => {
    expect(labels("admin")).toEqual(["Overview", "Patient details", "Steps", "Connections", "Orders", "Appointments"]);
    expect(labels("care_coordinator")).toEqual([
      "Overview",
      "Patient details",
      "Steps",
      "Connections",
      "Orders",
      "Appointments",
    ]);
    expect(labels("ops")).toEqual(["Overview", "Patient details", "Orders", "Appointments"]);
    expect(labels("analyst")).toEqual(["Overview", "Steps"]);
  });

  it("adds the patient tab for a member holding emergency access to this user, in its place", () => {
    expect(tabLinksFor("analyst", user.user_id, ["patient"]).map((l) => l.label)).toEqual([
      "Overview",
      "Patient details",
      "Steps",
    ]);
    expect(tabLinksFor("ops", user.user_id, ["patient"]).map((l) => l.label)).toEqual(labels("ops"));
  });

  it("links under the user's own path", () => {
    expect(tabLinksFor("analyst", user.user_id).map((l) => l.href)).toEqual([
      `/users/${user.user_id}`,
      `/users/${user.user_id}/steps`,
    ]);
  });
});
