import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerKindOf, tryAnswerFor, tryRefusal } from "@/lib/api-reference/try-answer";
import { TRY_RULES } from "@/lib/api-reference/try-policy";
import { hiddenMarker } from "@/lib/console/field-policy/answer-filter";
import { roleViewer } from "@/lib/console/field-policy/policy";
import { can, ROLES, type Permission, type Role } from "@/lib/console/permissions";
import { DOCUMENTS, FIELD_POLICY, NOT_ABOUT_THE_PATIENT, PATIENT_KEY, REVEALED_BY } from "@/lib/contract/field-policy";
import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";
import { schemaArbitraries, type JsonSchema } from "../support/openapi-arbitrary";
import { pathExists, unclassifiedLookalikes } from "../support/policy-lookalikes";
import { sentinelSchema, sentinelsIn } from "../support/policy-sentinels";

/**
 * The field policy against every door the API reference's try-it opens, generated from the
 * OpenAPI document (not a list kept by hand): for every read × role, answers drawn from the
 * operation's response schema with every classified value a sentinel naming the permissions it
 * needs go through the same filter the route uses, and no sentinel may reach a role that lacks
 * one of them. A new read, a new response field or a new resource is covered the day it appears;
 * a response field that looks like patient information must be classified before it can ship.
 */
type Doc = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
  >;
  components: { schemas: Record<string, JsonSchema> };
};
const doc = serviceOpenApiDocument() as unknown as Doc;
const components = doc.components.schemas;
const { valid } = schemaArbitraries({}, { uuid: [], zip: [], labId: [] });
const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

const responses = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) =>
    Object.entries(op.responses ?? {})
      .filter(([status]) => status.startsWith("2"))
      .flatMap(([status, r]) =>
        Object.entries(r.content ?? {}).map(([type, c]) => ({
          where: `${method.toUpperCase()} ${path} ${status} ${type}`,
          schema: c.schema,
        })),
      ),
  ),
);

describe("the field policy's declaration", () => {
  it("classifies every response field that looks like patient information, or says why it is not about the patient", () => {
    const found = responses.flatMap((r) => unclassifiedLookalikes(components, r.schema, r.where));
    expect([...new Set(found)]).toEqual([]);
  });

  it("names only resources and fields the contract has", () => {
    const entries = [FIELD_POLICY, NOT_ABOUT_THE_PATIENT].flatMap((table) =>
      Object.entries(table).flatMap(([resource, fields]) => Object.keys(fields).map((path) => `${resource}.${path}`)),
    );
    const keys = Object.entries(PATIENT_KEY).map(([resource, path]) => `${resource}.${path}`);
    const missing = [...entries, ...keys].filter((entry) => {
      const [resource, ...path] = entry.split(".");
      return !pathExists(components, resource!, path.join("."));
    });
    expect(missing).toEqual([]);
  });

  it("names, for every read that answers with a document, what the document prints", () => {
    const documents = TRY_RULES.filter((r) => !("json" in answerKindOf(r.template))).map((r) => r.template);
    expect(documents.length).toBeGreaterThan(0);
    const named = Object.values(DOCUMENTS).flatMap((d) => d.operations as readonly string[]);
    expect(documents.sort()).toEqual([...named].sort());
  });
});

const held = (role: Role) => new Set((Object.values(REVEALED_BY) as Permission[]).filter((p) => can(role, p)));

describe.each(TRY_RULES.map((r) => [r.template, r] as const))("try-it %s", (template, rule) => {
  const kind = answerKindOf(template);
  const allowed = ROLES.filter((role) => can(role, rule.permission));

  if ("json" in kind) {
    it("never hands a role a value the policy keeps from it, and keeps every value it may see", () => {
      const arbitrary = valid(sentinelSchema(components, kind.json));
      fc.assert(
        fc.property(arbitrary, (answer) => {
          const sent = JSON.stringify(answer);
          for (const role of allowed) {
            const out = tryAnswerFor(roleViewer(role), template, { status: 200, body: encode(answer) }, null);
            if ("unreadable" in out) throw new Error("a JSON answer was unreadable");
            const text = decode(out.body);
            const mine = held(role);
            const leaked = sentinelsIn(text).filter((needs) => needs.some((p) => !mine.has(p as Permission)));
            expect(leaked, `${role} received values needing ${JSON.stringify(leaked[0])}`).toEqual([]);
            // Nothing the role may see was masked on the way.
            const mayKeep = (t: string) =>
              sentinelsIn(t).filter((needs) => needs.every((p) => mine.has(p as Permission)));
            expect(mayKeep(text).length, role).toBe(mayKeep(sent).length);
          }
        }),
        { numRuns: 40 },
      );
    });
  } else {
    it("gives the document only to roles that see everything it prints", () => {
      const prints = kind.document ? DOCUMENTS[kind.document].prints : Object.keys(REVEALED_BY);
      for (const role of allowed) {
        const refused = tryRefusal(roleViewer(role), template, null) !== null;
        const seesAll = prints.every((k) => can(role, REVEALED_BY[k as keyof typeof REVEALED_BY]));
        expect(refused, role).toBe(!seesAll);
      }
    });
  }
});

describe("the try-it filter on the findings' reads", () => {
  const order = {
    id: "o-1",
    user_id: "u-1",
    patient_details: {
      first_name: "Ada",
      last_name: "Lovelace",
      dob: "1815-12-10",
      gender: "female",
      email: "ada@example.com",
      phone_number: "+15555550100",
    },
    patient_address: {
      receiver_name: "Ada Lovelace",
      first_line: "1 Main St",
      city: "X",
      state: "CA",
      zip: "94103",
      zip_code: "94103",
      country: "US",
      phone_number: "+15555550100",
    },
  };
  const filtered = (role: Role, template: string, value: unknown) => {
    const out = tryAnswerFor(roleViewer(role), template, { status: 200, body: encode(value) }, null);
    return "unreadable" in out ? null : { ...out, json: JSON.parse(decode(out.body)) };
  };

  it("keeps names, birth dates and emails of a list of orders from ops, and shows them the address and phone", () => {
    const out = filtered("ops", "/v3/orders", { orders: [order], total: 1, page: 1, size: 100 })!;
    const [seen] = out.json.orders;
    expect(seen.patient_details).toMatchObject({
      first_name: hiddenMarker("name"),
      dob: hiddenMarker("birth_date"),
      email: hiddenMarker("email"),
      phone_number: "+15555550100",
    });
    expect(seen.patient_address).toMatchObject({ first_line: "1 Main St", receiver_name: hiddenMarker("name") });
    expect(JSON.stringify(out.json)).not.toMatch(/Ada|Lovelace|1815|ada@/);
    expect(out.shown.sort()).toEqual(["address", "phone"]);
  });

  it("keeps every user's birth date from analysts and ops, and does not audit what it kept", () => {
    const user = {
      user_id: "u-1",
      client_user_id: "c-1",
      fallback_birth_date: { value: "1815-12-10", source_slug: "manual", updated_at: "2024-01-01T00:00:00Z" },
    };
    for (const role of ["analyst", "ops"] as const) {
      for (const [template, value] of [
        ["/v2/user", { users: [user], total: 1, offset: 0, limit: 500 }],
        ["/v2/user/{user_id}", user],
        ["/v2/user/resolve/{client_user_id}", user],
      ] as const) {
        const out = filtered(role, template, value)!;
        expect(JSON.stringify(out.json), `${role} ${template}`).not.toContain("1815");
        expect(out.shown).toEqual([]);
      }
    }
    expect(filtered("care_coordinator", "/v2/user/{user_id}", user)!.shown).toEqual(["birth_date"]);
  });

  it("refuses the requisition and lab report PDFs to ops and analysts", () => {
    for (const template of ["/v3/order/{order_id}/requisition/pdf", "/v3/order/{order_id}/result/pdf"]) {
      expect(tryRefusal(roleViewer("ops"), template, null)).toMatch(/does not send this document/);
      expect(tryRefusal(roleViewer("analyst"), template, null)).not.toBeNull();
      expect(tryRefusal(roleViewer("care_coordinator"), template, null)).toBeNull();
    }
  });
});
