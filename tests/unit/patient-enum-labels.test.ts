import { describe, expect, it } from "vitest";
import {
  enumLabel,
  enumOptions,
  GENDERS,
  genderLabel,
  genderOptions,
  NOT_PROVIDED,
  PATIENT_ENUM_FIELDS,
  PATIENT_ENUMS,
} from "@/components/patient/enum-labels";
import { ETHNICITIES, GENDER_IDENTITIES, RACES, SEXUAL_ORIENTATIONS } from "@/lib/contract/enums";

// The contract's own lists, named here so a value added to one of them fails below until labelled.
const CONTRACT_LISTS = {
  race: RACES,
  ethnicity: ETHNICITIES,
  sexual_orientation: SEXUAL_ORIENTATIONS,
  gender_identity: GENDER_IDENTITIES,
} as const;

describe("patient enum labels", () => {
  it("covers all four enums of the contract", () => {
    expect([...PATIENT_ENUM_FIELDS].sort()).toEqual(Object.keys(CONTRACT_LISTS).sort());
  });

  it.each(PATIENT_ENUM_FIELDS)("gives every listed %s value a written label", (field) => {
    for (const value of CONTRACT_LISTS[field]) {
      const label = PATIENT_ENUMS[field].labels[value];
      expect(label, `${field}.${value}`).toBeTruthy();
      expect(label, `${field}.${value}`).not.toContain("_");
    }
    // No label is left over for a value the contract no longer lists.
    expect(Object.keys(PATIENT_ENUMS[field].labels).sort()).toEqual([...CONTRACT_LISTS[field]].sort());
  });

  it("reads the values people found wrong as a person would write them", () => {
    expect(enumLabel("sexual_orientation", "dont_know")).toBe("Don’t know");
    expect(enumLabel("ethnicity", "non_hispanic")).toBe("Not Hispanic");
    expect(enumLabel("sexual_orientation", "lesbian_gay_or_homosexual")).toBe("Lesbian, gay or homosexual");
    expect(enumLabel("gender_identity", "female_to_male_ftm_transgender_male_trans_man")).toBe(
      "Transgender man (female to male, FTM)",
    );
    expect(genderLabel("female")).toBe("Female");
  });

  it("shows a value the service added exactly as sent, and nothing as not provided", () => {
    expect(enumLabel("race", "two_or_more")).toBe("two_or_more");
    expect(enumLabel("race", "toString")).toBe("toString");
    expect(genderLabel("nonbinary")).toBe("nonbinary");
    expect(enumLabel("ethnicity", null)).toBe(NOT_PROVIDED);
    expect(genderLabel("")).toBe(NOT_PROVIDED);
  });

  it("offers every listed value, and keeps an unlisted current value as an option", () => {
    expect(enumOptions("ethnicity", null).map((o) => o.value)).toEqual([...ETHNICITIES]);
    expect(enumOptions("ethnicity", "prefer_not_to_say").at(-1)).toEqual({
      value: "prefer_not_to_say",
      label: "prefer_not_to_say",
    });
    expect(genderOptions(null)).toEqual(GENDERS.map((g) => ({ value: g, label: genderLabel(g) })));
    expect(genderOptions("nonbinary").at(-1)).toEqual({ value: "nonbinary", label: "nonbinary" });
  });
});
