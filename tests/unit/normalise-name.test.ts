import { describe, expect, it } from "vitest";
import { nameQueryWords, normaliseName } from "@/lib/console/user-index/normalise";

describe("normaliseName", () => {
  it.each([
    ["Muñoz", "munoz"],
    ["MUNOZ", "munoz"],
    ["Zoë Brontë", "zoe bronte"],
    ["José", "jose"],
    ["Groß", "gross"],
    ["Łukasz", "lukasz"],
    ["O'Connor", "oconnor"],
    ["O’Connor", "oconnor"],
    ["D‘Angelo", "dangelo"],
    ["St. John", "st john"],
    ["J.R.R.", "jrr"],
    ["Smith-Jones", "smith jones"],
    ["Smith – Jones", "smith jones"],
    ["  Anne   Marie ", "anne marie"],
    ["Jones, Jr", "jones jr"],
    ["ﬁnn", "finn"],
  ])("folds %j to %j", (name, folded) => {
    expect(normaliseName(name)).toBe(folded);
  });

  it("gives nothing for nothing", () => {
    expect(normaliseName(null)).toBe("");
    expect(normaliseName(undefined)).toBe("");
    expect(normaliseName(" - ' ")).toBe("");
  });

  it("folds what people type the way it folds what is stored", () => {
    expect(nameQueryWords("munoz")).toEqual([normaliseName("Muñoz")]);
    expect(nameQueryWords("oconnor")).toEqual([normaliseName("O'Connor")]);
    expect(nameQueryWords("smith jones")).toEqual(normaliseName("Smith-Jones").split(" "));
    expect(nameQueryWords("smith-jones")).toEqual(["smith", "jones"]);
    expect(nameQueryWords("  ")).toEqual([]);
  });
});
