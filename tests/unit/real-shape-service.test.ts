import { describe, expect, it } from "vitest";
import { REAL_SERVICE_CONFLICTS } from "@/lib/contract/real-service-conflicts";
import { toRealForm, unfixedConflicts } from "../support/real-shape/conflicts";
import { findRealRoute } from "../support/real-shape/routes";
import { realShaped } from "../support/real-shape/service";

/** A tiny inner service: answers what the test says and remembers what reached it. */
function fakeInner(answer: (req: Request, body: string) => Response) {
  const received: { method: string; path: string; body: string }[] = [];
  const fetch = async (req: Request) => {
    const body = await req.text();
    received.push({ method: req.method, path: new URL(req.url).pathname, body });
    return answer(req, body);
  };
  return { fetch, received };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const base = "http://service.test";
const address = {
  first_line: "1 Main St",
  second_line: null,
  city: "New York",
  state: "NY",
  zip_code: "10001",
  zip: "10001",
  country: "US",
};
const info = {
  first_name: "Testa",
  last_name: "Orderly",
  email: "t@example.com",
  phone_number: "+15555550100",
  gender: "female",
  dob: "1980-01-01",
  address,
};

function withLog(inner: Parameters<typeof realShaped>[0]) {
  const lines: string[] = [];
  return { fetch: realShaped(inner, { log: (l) => lines.push(l) }), lines };
}

describe("the real-shape route table", () => {
  it("finds each endpoint by method and path, with or without the trailing slash", () => {
    expect(findRealRoute("GET", "/v2/user/")?.template).toBe("/v2/user");
    expect(findRealRoute("GET", "/v2/user/resolve/abc")?.template).toBe("/v2/user/resolve/{client_user_id}");
    expect(findRealRoute("GET", "/v2/user/u-1")?.template).toBe("/v2/user/{user_id}");
    expect(findRealRoute("GET", "/v3/order/psc/info")?.template).toBe("/v3/order/psc/info");
    expect(findRealRoute("GET", "/v3/order/o-1/psc/info")?.template).toBe("/v3/order/{order_id}/psc/info");
    expect(findRealRoute("DELETE", "/v2/user/u-1")).toBeUndefined();
    expect(findRealRoute("DELETE", "/v2/user/u-1/fitbit")?.template).toBe("/v2/user/{user_id}/{provider}");
  });

  it("has a fix for every listed conflict, and turns the PSC distance into a number", () => {
    expect(unfixedConflicts()).toEqual([]);
    expect(REAL_SERVICE_CONFLICTS.length).toBeGreaterThan(0);
    const answer = { lab_id: 1, patient_service_centers: [{ distance: "2.5" }, { distance: 3 }] };
    expect(toRealForm("GET", "/v3/order/{order_id}/psc/info", "response", answer)).toEqual({
      lab_id: 1,
      patient_service_centers: [{ distance: 2.5 }, { distance: 3 }],
    });
    expect(toRealForm("GET", "/v2/user/{user_id}", "response", answer)).toEqual(answer);
  });

  it("spells the via-service scheduling capability as the real service does", () => {
    const answer = { patient_service_centers: [{ capabilities: ["stat", "appointment_scheduling_via_service"] }] };
    expect(toRealForm("GET", "/v3/order/psc/info", "response", answer)).toEqual({
      patient_service_centers: [{ capabilities: ["stat", "appointment_scheduling_via_junction"] }],
    });
  });
});

describe("realShaped", () => {
  it("sends only the real keys of an answer", async () => {
    const inner = fakeInner(() =>
      json({ ...info, address: { ...address, plus_four: "1234" }, favourite_colour: "teal" }),
    );
    const res = await realShaped(inner.fetch)(new Request(`${base}/v2/user/u-1/info/latest`));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.address).toEqual({
      first_line: "1 Main St",
      second_line: null,
      city: "New York",
      state: "NY",
      zip: "10001",
      country: "US",
    });
    expect(body).not.toHaveProperty("favourite_colour");
    expect(body.first_name).toBe("Testa");
  });

  it("answers 502 naming the paths of an answer the real service would not send, and logs no value", async () => {
    const { fetch, lines } = withLog(
      fakeInner(() => json({ ...info, address: { ...address, zip: undefined, country: undefined } })).fetch,
    );
    const res = await fetch(new Request(`${base}/v2/user/u-1/info/latest`));
    expect(res.status).toBe(502);
    const { detail } = await res.json();
    expect(detail).toContain("address.zip");
    expect(detail).toContain("address.country");
    expect(lines.join("\n")).toContain("GET /v2/user/{user_id}/info/latest");
    expect(lines.join("\n")).not.toMatch(/Testa|10001|New York/);
  });

  it("forwards only the real keys of a body, and refuses one the real service would refuse with its 422", async () => {
    const inner = fakeInner((_req, body) => json(JSON.parse(body)));
    const { fetch, lines } = withLog(inner.fetch);
    const patch = (body: unknown) =>
      fetch(
        new Request(`${base}/v2/user/u-1/info`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );

    expect((await patch(info)).status).toBe(200);
    expect(JSON.parse(inner.received[0]!.body).address).toEqual({
      first_line: "1 Main St",
      second_line: null,
      city: "New York",
      state: "NY",
      zip: "10001",
      country: "US",
    });

    const refused = await patch({ ...info, first_name: 7, address: { ...address, country: undefined } });
    expect(refused.status).toBe(422);
    const { detail } = await refused.json();
    expect(detail).toEqual(
      expect.arrayContaining([
        { loc: ["body", "first_name"], msg: "Expected string.", type: "value_error" },
        { loc: ["body", "address", "country"], msg: "Field required", type: "missing" },
      ]),
    );
    expect(inner.received).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  it("passes errors, non-JSON answers and unknown routes through unchanged, logging an unknown route once", async () => {
    const inner = fakeInner((req) => {
      const path = new URL(req.url).pathname;
      if (path.endsWith("/pdf")) return new Response("%PDF-1.7", { headers: { "content-type": "application/pdf" } });
      if (path.startsWith("/v2/user/")) return json({ detail: "User not found" }, 404);
      return json({ anything: "goes" });
    });
    const { fetch, lines } = withLog(inner.fetch);
    const missing = await fetch(new Request(`${base}/v2/user/nobody`));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: "User not found" });
    const pdf = await fetch(new Request(`${base}/v3/order/o-1/requisition/pdf`));
    expect(await pdf.text()).toBe("%PDF-1.7");
    for (let i = 0; i < 2; i++)
      expect(await (await fetch(new Request(`${base}/v9/unknown`))).json()).toEqual({ anything: "goes" });
    expect(lines).toEqual([expect.stringContaining("GET /v9/unknown")]);
  });

  it("sends the PSC distance as the real service's number", async () => {
    const location = {
      metadata: {
        name: "Lab",
        state: "NY",
        city: "New York",
        zip_code: "10001",
        first_line: "1 Main St",
        second_line: "",
        phone_number: "",
        fax_number: "",
        hours: null,
      },
      distance: "1.25",
      site_code: "NY1",
      supported_bill_types: ["client_bill"],
      location: { lng: -73.99, lat: 40.75 },
      capabilities: ["stat"],
    };
    const inner = fakeInner(() => json({ lab_id: 1, slug: "quest", patient_service_centers: [location] }));
    const res = await realShaped(inner.fetch)(new Request(`${base}/v3/order/psc/info?zip_code=10001&lab_id=1`));
    expect(res.status).toBe(200);
    expect((await res.json()).patient_service_centers[0].distance).toBe(1.25);
  });
});
