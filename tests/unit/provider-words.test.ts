import { describe, expect, it } from "vitest";
import {
  authTypeLabel,
  connectionStatusLabel,
  resourceLabel,
  sourceTypeLabel,
} from "@/lib/console/connections/provider-words";
import { AUTH_TYPES, SOURCE_TYPES, SUPPORTED_RESOURCES } from "@/lib/contract/enums";

/** Every listed value of the contract has written words; a value added there fails here until it does. */
describe("the provider catalogue's words", () => {
  it.each([
    ["supported resource", SUPPORTED_RESOURCES, resourceLabel],
    ["auth type", AUTH_TYPES, authTypeLabel],
    ["source type", SOURCE_TYPES, sourceTypeLabel],
  ] as const)("gives every listed %s a label of its own", (_kind, values, label) => {
    const labels = values.map((v) => label(v));
    for (const [i, text] of labels.entries()) {
      expect(text, values[i]).not.toMatch(/_/);
      // A code that is not a plain word must not be shown as itself.
      if (/_|\d/.test(values[i]!)) expect(text, values[i]).not.toBe(values[i]);
    }
    expect(new Set(labels).size).toBe(values.length);
  });

  it("spells the acronyms and units people know", () => {
    expect(["hrv", "vo2_max", "ige", "heartrate", "afib_burden"].map(resourceLabel)).toEqual([
      "HRV",
      "VO₂ max",
      "IgE",
      "heart rate",
      "AFib burden",
    ]);
    expect(sourceTypeLabel("ble")).toBe("Bluetooth device");
    expect(connectionStatusLabel("connected")).toBe("Connected");
  });

  it("shows what the service adds exactly as sent", () => {
    expect(resourceLabel("brand_new_thing")).toBe("brand_new_thing");
    expect(resourceLabel("constructor")).toBe("constructor");
    expect(sourceTypeLabel("satellite")).toBe("satellite");
    expect(connectionStatusLabel("revoked")).toBe("revoked");
    expect(authTypeLabel(null)).toBe("Not stated");
  });
});
