import { describe, expect, it } from "vitest";
import { AUDIT_CSV_HEADER, auditCsvFilename, auditCsvStream, formatChanges } from "@/lib/console/audit/csv";
import { csvCell, csvLine } from "@/lib/csv";
import type { AuditRecord } from "@/lib/console/audit/store";

const record = (seq: number, over: Partial<AuditRecord> = {}): AuditRecord => ({
  seq,
  at: "2026-05-01T10:00:00.000Z",
  staffId: "s-1",
  staffEmail: "admin@labdesk.local",
  role: "admin",
  action: "staff.create",
  targetType: "staff",
  targetId: `t-${seq}`,
  outcome: "ok",
  requestId: "req-1",
  clientIp: "127.0.0.1",
  changes: { email: "n•••g", password: "(changed)" },
  detail: null,
  ...over,
});

async function text(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rlf")).toBe('"cr\rlf"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    // Only a leading character counts: inner ones are harmless text.
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("user@example.org")).toBe("user@example.org");
  });

  it("ends every line with CRLF (RFC 4180)", () => {
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("lists changed fields with their masked values in one cell", () => {
    expect(formatChanges({ email: "n•••g", role: "a•••n" })).toBe("email: n•••g; role: a•••n");
    expect(formatChanges(null)).toBe("");
  });
});

describe("audit CSV stream", () => {
  it("writes the header, then one line per record in the order given", async () => {
    const csv = await text(auditCsvStream([record(2), record(1, { detail: "=cmd|' /C calc'!A0", changes: null })]));
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(","));
    expect(lines[1]).toBe(
      "2,2026-05-01T10:00:00.000Z,admin@labdesk.local,s-1,admin,staff.create,staff,t-2,ok,req-1,127.0.0.1,email: n•••g; password: (changed),",
    );
    expect(lines[2]?.endsWith(",'=cmd|' /C calc'!A0")).toBe(true);
    expect(lines[3]).toBe("");
    expect(lines).toHaveLength(4);
  });

  it("streams in batches and pulls records lazily", async () => {
    let pulled = 0;
    function* many() {
      for (let i = 1000; i > 0; i--) {
        pulled++;
        yield record(i);
      }
    }
    const reader = auditCsvStream(many(), 100).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value).split("\r\n").length).toBe(102); // header + 100 + trailing ""
    expect(pulled).toBeLessThanOrEqual(101);
    await reader.cancel();
  });

  it("streams an async source, as the store's batched reader is, in the same order", async () => {
    async function* fromStore() {
      yield record(2);
      yield record(1);
    }
    const lines = (await text(auditCsvStream(fromStore()))).split("\r\n");
    expect(lines.slice(1, 3).map((line) => line.split(",")[0])).toEqual(["2", "1"]);
  });

  it("writes just the header for an empty log", async () => {
    expect(await text(auditCsvStream([]))).toBe(`${AUDIT_CSV_HEADER.join(",")}\r\n`);
  });

  it("names the file after the UTC day", () => {
    expect(auditCsvFilename(new Date("2026-05-01T23:30:00-05:00"))).toBe("labdesk-audit-2026-05-02.csv");
  });
});
