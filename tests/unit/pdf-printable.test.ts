import { describe, expect, it } from "vitest";
import { printable, startPdf } from "@/lib/embedded-service/store/pdf-writer";
import { pdfText } from "../support/pdf-text";

/** A font that covers printable ASCII only, to see what happens to everything else. */
const asciiOnly = (cp: number) => cp >= 0x20 && cp <= 0x7e;

describe("printable", () => {
  it("keeps what the font covers as written", () => {
    expect(printable("Zoë Ὀδυσσεύς Кузнецова", () => true)).toBe("Zoë Ὀδυσσεύς Кузнецова");
  });

  it("drops accents only when the font lacks the accented letter, and marks anything else with ?", () => {
    expect(printable("Café Łódź 東京 ✓", asciiOnly)).toBe("Cafe ?odz ?? ?");
  });

  it("keeps a drawn line on one line", () => {
    expect(printable("1 Main St\nApt 2\tRear", asciiOnly)).toBe("1 Main St Apt 2 Rear");
  });
});

describe("startPdf", () => {
  it("draws Latin, Greek and Cyrillic with the embedded font, subset so the file stays small", async () => {
    const { doc, w } = await startPdf("Zoë's report", new Date("2026-01-01T00:00:00Z"));
    w.line("Zoë Ὀδυσσεύς Кузнецова", { bold: true });
    w.line("東京 ✓");
    const bytes = await doc.save({ useObjectStreams: false });
    expect(await pdfText(bytes)).toBe("Zoë Ὀδυσσεύς Кузнецова\n?? ✓");
    expect(doc.getTitle()).toBe("Zoë's report");
    // The whole font is ~740 KB; a subset of a few glyphs is a few KB.
    expect(bytes.length).toBeLessThan(60_000);
  });
});
