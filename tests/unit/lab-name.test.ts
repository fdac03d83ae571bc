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
  ["José", "“é” is not allowed", "Jose"],
  ["Zoë Brontë", "“ë” is not allowed", "Zoe Bronte"],
  ["O’Connor", "“’” is not allowed", "O'Connor"],
  ["D‘Angelo", "“‘” is not allowed", "D'Angelo"],
  ["Mary  Ann", "single space between words", "Mary Ann"],
  ["Mary\tAnn", "ordinary spaces", "Mary Ann"],
  [" Mary", "space at the start or end", "Mary"],
  ["Mary ", "space at the start or end", "Mary"],
  ["  José  O’Neil ", "space at the start or end", "Jose O'Neil"],
  ["-Mary", "Start with a letter or a digit", null],
  ["'", "Start with a letter or a digit", null],
  ["", "Required", null],
  ["   ", "space at the start or end", null],
  ["Mary_Ann", "“_” is not allowed", null],
  ["Алла", "is not allowed", null],
  ["Straße", "“ß” is not allowed", null],
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
