import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filterAnswer, hiddenMarker, type OpenApiSchema } from "@/lib/console/field-policy/answer-filter";
import {
  documentPermission,
  mayHaveDocument,
  revealedKinds,
  reveals,
  roleViewer,
  type Viewer,
} from "@/lib/console/field-policy/policy";
import { can, ROLES } from "@/lib/console/permissions";
import { DOCUMENTS, type DocumentName } from "@/lib/contract/field-policy";
import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";
import { toUserView } from "@/lib/console/users/user-view";

const components = serviceOpenApiDocument().components!.schemas as Record<string, OpenApiSchema>;
const ref = (name: string): OpenApiSchema => ({ $ref: `#/components/schemas/${name}` });

describe("the field policy, asked by role", () => {
  it("shows coordinators and admins everything, ops the contact a draw needs, analysts only activity", () => {
    expect(revealedKinds(roleViewer("care_coordinator")).length).toBe(revealedKinds(roleViewer("admin")).length);
    expect(revealedKinds(roleViewer("ops")).sort()).toEqual(["address", "phone", "visit_notes"]);
    expect(revealedKinds(roleViewer("analyst"))).toEqual(["activity"]);
  });

  it("shows appointments' addresses to every role that may open an order or the board", () => {
    for (const role of ROLES.filter((r) => can(r, "appointments.read")))
      expect(reveals(roleViewer(role), "address"), role).toBe(true);
  });

  it("lets a grant widen for its own patient only, and never without one", () => {
    const viewer: Viewer = { role: "ops", grant: { userId: "u-1", reveals: ["patient.read"] } };
    expect(reveals(viewer, "name", "u-1")).toBe(true);
    expect(reveals(viewer, "name", "u-2")).toBe(false);
    expect(reveals(viewer, "name")).toBe(false);
    // A grant lends what it names, nothing more.
    expect(
      reveals({ role: "analyst", grant: { userId: "u-1", reveals: ["patient.contact.read"] } }, "name", "u-1"),
    ).toBe(false);
  });

  it("gives a document only to those who see all it prints, behind one permission that says so", () => {
    for (const document of Object.keys(DOCUMENTS) as DocumentName[]) {
      const permission = documentPermission(document);
      for (const role of ROLES) expect(mayHaveDocument(roleViewer(role), document), role).toBe(can(role, permission));
    }
    expect(documentPermission("requisition")).toBe("patient.read");
  });
});

describe("an answer through the policy", () => {
  const user = (id: string, dob: string) => ({
    user_id: id,
    client_user_id: `c-${id}`,
    connected_sources: [],
    fallback_birth_date: { value: dob, source_slug: "manual", updated_at: "2024-01-01T00:00:00Z" },
  });
  const list = { users: [user("u-1", "1901-01-01"), user("u-2", "1902-02-02")], total: 2, offset: 0, limit: 2 };

  it("masks what the role may not see where the resource appears, and counts it", () => {
    const out = filterAnswer({ components, schema: ref("UserList"), value: list, viewer: roleViewer("analyst") });
    expect(out.hidden).toBe(2);
    expect((out.value as typeof list).users[0]!.fallback_birth_date).toBe(hiddenMarker("birth_date"));
    expect((out.value as typeof list).users[1]!.client_user_id).toBe("c-u-2");
    expect(out.shown.size).toBe(0);
  });

  it("widens a list only for the granted patient's own record", () => {
    const viewer: Viewer = { role: "analyst", grant: { userId: "u-2", reveals: ["patient.read"] } };
    const out = filterAnswer({ components, schema: ref("UserList"), value: list, viewer });
    const users = (out.value as typeof list).users;
    expect(users[0]!.fallback_birth_date).toBe(hiddenMarker("birth_date"));
    expect(users[1]!.fallback_birth_date).toEqual(list.users[1]!.fallback_birth_date);
    expect([...out.shown]).toEqual(["birth_date"]);
  });

  it("holds a field the contract does not declare like a name, and a null as nothing shown", () => {
    const value = { ...user("u-1", "1901-01-01"), fallback_birth_date: null, middle_name: "Augusta" };
    const ops = filterAnswer({ components, schema: ref("User"), value, viewer: roleViewer("ops") });
    expect(ops.value).toMatchObject({ middle_name: hiddenMarker("name"), fallback_birth_date: null });
    expect(ops.shown.size).toBe(0);
    const admin = filterAnswer({ components, schema: ref("User"), value, viewer: roleViewer("admin") });
    expect(admin).toMatchObject({ hidden: 0, value });
  });

  it("passes a document's details through untouched for a role that sees them", () => {
    const info = {
      first_name: "Ada",
      last_name: "L",
      email: "a@example.com",
      phone_number: "1",
      gender: "f",
      dob: "1815-12-10",
      address: { first_line: "1", city: "X", state: "CA", zip_code: "1", zip: "1", country: "US" },
      medical_proxy: { first_name: "B" },
    };
    const out = filterAnswer({ components, schema: ref("UserInfo"), value: info, viewer: roleViewer("ops") });
    expect(out.value).toMatchObject({ address: info.address, phone_number: "1", medical_proxy: hiddenMarker("proxy") });
    expect([...out.shown].sort()).toEqual(["address", "phone"]);
  });
});

describe("the doors' views", () => {
  const user = {
    user_id: "u-1",
    team_id: "t",
    client_user_id: "c-1",
    created_on: "2024-01-01T00:00:00Z",
    connected_sources: [],
    fallback_birth_date: { value: "1901-01-01", source_slug: "manual", updated_at: "2024-01-01T00:00:00Z" },
    fallback_time_zone: null,
  };

  it("show a user's birth date where the policy does, a grant for that user included", () => {
    const view = (viewer: Viewer) => toUserView(user, { viewer, embedded: true }).fallbackBirthDate;
    expect(view(roleViewer("care_coordinator"))).toEqual({ state: "shown", value: "1901-01-01" });
    expect(view(roleViewer("ops"))).toEqual({ state: "masked" });
    expect(view({ role: "ops", grant: { userId: "u-1", reveals: ["patient.read"] } }).state).toBe("shown");
    expect(view({ role: "ops", grant: { userId: "u-9", reveals: ["patient.read"] } }).state).toBe("masked");
  });

  it("ask the policy instead of deciding by a role's patient permissions themselves", () => {
    const handCoded = /\bcan\([^)]*"patient\.(read|contact\.read)"\)|seesPhi/;
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && handCoded.test(fs.readFileSync(full, "utf8"))) found.push(full);
      }
    };
    for (const dir of ["app", "components", "lib"]) walk(path.join(process.cwd(), dir));
    expect(found.map((f) => path.relative(process.cwd(), f))).toEqual([]);
  });
});
