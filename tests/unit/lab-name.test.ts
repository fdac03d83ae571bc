import { describe, expect, it } from "vitest";
import { labNameProblem, LAB_NAME_MAX } from "@/lib/contract/lab-name";
import { labNameSuggestion } from "@/lib/contract/lab-name-suggestion";

/**
 * The labs' name rule and the console's one-click fix, as one table: what the rule says about a
 * name (null = accepted, else a fragment of the message) and what the suggestion offers.
 */
const fifty = "A".repeat(LAB_NAME_MAX);
const cases: [name: string, problem: string | null, suggestion: string | null][] = [
  ["Maria", null, null],
  ["Anne-Marie", null, null],
  ["O'Connor", null, null],
  ["Smith Jr.", null, null],
  ["Van der Berg", null, null],
  ["Louis 14", null, null],
  ["J", null, null],
  ["3", null, null],
  [fifty, null, null],
  [`${fifty}A`, "At most 50 characters (this has 51)", null],
  ["José", "The accented letter “é” is not allowed by the labs", "Jose"],
  ["Zoë Brontë", "The accented letter “ë” is not allowed", "Zoe Bronte"],
  // Quote-like characters are named: inside quotes, a reader cannot see which one it was.
  ["O’Connor", "The curly apostrophe ’ is not allowed by the labs: use A to Z, 0 to 9, spaces and - . , '", "O'Connor"],
  ["D‘Angelo", "The opening curly quote ‘ is not allowed", "D'Angelo"],
  ["D`Angelo", "The backtick ` is not allowed", "D'Angelo"],
  ["Anne–Marie", "The en dash – is not allowed", "Anne-Marie"],
  ["Mary\u200BAnn", "An invisible character (U+200B) is not allowed", "MaryAnn"],
  ["Mary  Ann", "single space between words", "Mary Ann"],
  ["Mary\tAnn", "ordinary spaces", "Mary Ann"],
  [" Mary", "space at the start or end", "Mary"],
  ["Mary ", "space at the start or end", "Mary"],
  ["  José  O’Neil ", "space at the start or end", "Jose O'Neil"],
  ["-Mary", "Start with a letter or a digit", null],
  ["'", "Start with a letter or a digit", null],
  ["", "Required", null],
  ["   ", "space at the start or end", null],
  ["Mary_Ann", "The underscore _ is not allowed", null],
  ["Алла", "The Cyrillic letter “А” is not allowed", null],
  ["Οscar", "The Greek letter “Ο” is not allowed", null],
  ["Straße", "The character “ß” is not allowed", null],
  [`${"É".repeat(LAB_NAME_MAX)}`, "is not allowed", "E".repeat(LAB_NAME_MAX)],
  [`${fifty} `, "At most 50 characters", fifty],
];

describe("lab name rule and suggestion", () => {
  it.each(cases)("%j", (name, problem, suggestion) => {
    const found = labNameProblem(name);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
    expect(labNameSuggestion(name)).toBe(suggestion);
  });

  it("never suggests a name the rule refuses", () => {
    for (const [name] of cases) {
      const s = labNameSuggestion(name);
      if (s !== null) expect(labNameProblem(s)).toBeNull();
    }
  });
});
