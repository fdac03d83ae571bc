import { describe, expect, it } from "vitest";
import { labListReader, labTestListReader, labTestPageReader } from "@/lib/service/read/labs";
import { pscInfoReader } from "@/lib/service/read/psc";

const specLab = { id: 1, slug: "quest", name: "Quest Diagnostics" };
const realLab = {
  ...specLab,
  first_line_address: "500 Plaza Drive",
  city: "Secaucus",
  zipcode: "07094",
  collection_methods: ["walk_in_test"],
  sample_types: ["serum"],
};

describe("lab reader", () => {
  it("labs: the real address and collection methods when sent, null and empty when not", () => {
    const [real] = labListReader.parse([realLab]);
    const [spec] = labListReader.parse([specLab]);
    expect(real).toMatchObject({
      id: 1,
      name: "Quest Diagnostics",
      address: "500 Plaza Drive, Secaucus, 07094",
      collectionMethods: ["walk_in_test"],
      sampleTypes: ["serum"],
    });
    expect(spec).toMatchObject({
      id: 1,
      name: "Quest Diagnostics",
      address: null,
      collectionMethods: [],
      sampleTypes: [],
    });
  });

  it("a lab without its name fails at that field", () => {
    const result = labListReader.safeParse([{ id: 1, slug: "quest" }]);
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join("."))).toEqual(["0.name"]);
  });

  it("lab tests: price, is_active, markers and the lab read from the real form; the short form leaves them null", () => {
    const real = {
      id: "t-1",
      slug: "cbc",
      name: "CBC",
      sample_type: "serum",
      method: "walk_in_test",
      price: 28,
      is_active: false,
      status: "inactive",
      lab: realLab,
      markers: [{ id: 7, name: "Hemoglobin", slug: "hgb", unit: "g/dL" }, { bad: true }],
    };
    const short = { id: "t-1", name: "CBC", lab_id: 1, status: "active" };
    const page = labTestPageReader.parse({ data: [real], next_cursor: "abc" });
    expect(page.nextCursor).toBe("abc");
    expect(page.tests[0]).toMatchObject({
      price: 28,
      isActive: false,
      labId: 1,
      method: "walk_in_test",
      markers: [{ name: "Hemoglobin", slug: "hgb", unit: "g/dL" }],
    });
    expect(labTestListReader.parse([short])[0]).toMatchObject({
      price: null,
      isActive: true,
      labId: 1,
      lab: null,
      method: null,
      markers: [],
    });
    expect(labTestPageReader.parse({ data: [] }).nextCursor).toBeNull();
  });

  it("a price sent as a numeric string reads as a number", () => {
    expect(labTestListReader.parse([{ id: "t", name: "n", price: "12.50" }])[0]!.price).toBe(12.5);
  });
});

const metadata = {
  name: "Center",
  state: "NY",
  city: "New York",
  zip_code: "10001",
  first_line: "1 Main St",
  second_line: "",
  phone_number: "(212) 555-0100",
  fax_number: "",
  hours: null,
};

describe("service center reader", () => {
  it("distance: the spec's string and the real number read as the same number", () => {
    const spec = pscInfoReader.parse({
      lab_id: 1,
      slug: "quest",
      patient_service_centers: [{ metadata, distance: "3.42", capabilities: ["stat"] }],
    });
    const real = pscInfoReader.parse({
      lab_id: 1,
      slug: "quest",
      patient_service_centers: [
        {
          metadata,
          distance: 3.42,
          capabilities: ["stat"],
          site_code: "Q1",
          supported_bill_types: ["client_bill"],
          location: { lng: -74, lat: 40.7 },
        },
      ],
    });
    expect(spec.centers[0]!.distance).toBe(3.42);
    expect(real.centers[0]!.distance).toBe(3.42);
    expect(real).toMatchObject({ labId: 1, slug: "quest" });
  });

  it("site_code, supported_bill_types and location: read when sent, null or empty when not", () => {
    const real = pscInfoReader.parse({
      lab_id: 1,
      slug: "quest",
      patient_service_centers: [
        {
          metadata,
          distance: 1,
          capabilities: [],
          site_code: "Q1",
          supported_bill_types: ["client_bill", "someday_bill"],
          location: { lng: -74, lat: 40.7 },
        },
      ],
    });
    const spec = pscInfoReader.parse({
      lab_id: 1,
      slug: "quest",
      patient_service_centers: [{ metadata, distance: "1", capabilities: [] }],
    });
    expect(real.centers[0]).toMatchObject({
      siteCode: "Q1",
      billTypes: ["client_bill", "someday_bill"],
      location: { lng: -74, lat: 40.7 },
    });
    expect(spec.centers[0]).toMatchObject({ siteCode: null, billTypes: [], location: null });
  });

  it("metadata: the real service may leave out second line, phone, fax and hours", () => {
    const { second_line: _s, phone_number: _p, fax_number: _f, hours: _h, ...bare } = metadata;
    const view = pscInfoReader.parse({
      lab_id: 1,
      slug: "quest",
      patient_service_centers: [{ metadata: bare, distance: 1, capabilities: [] }],
    });
    expect(view.centers[0]).toMatchObject({ secondLine: "", phone: "", fax: "", hours: null });
  });

  it("a distance that is not a number, or a center without its name, fails at that field", () => {
    const bad = pscInfoReader.safeParse({
      lab_id: 1,
      slug: "quest",
      patient_service_centers: [
        { metadata, distance: "near" },
        { metadata: { ...metadata, name: undefined }, distance: 1 },
      ],
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join("."))).toEqual([
      "patient_service_centers.0.distance",
      "patient_service_centers.1.metadata.name",
    ]);
  });
});
