import { describe, expect, it } from "vitest";
import { canonicalJson, chainHash, chainText, GENESIS_HASH, storedForm } from "@/lib/console/audit/chain/hash";

describe("the audit chain's hash", () => {
  it("is taken over canonical JSON: keys sorted at every depth, no spaces, undefined left out", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: null, y: "é\n" }], c: "x" }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[2,{"y":"é\\n","z":null}]},"b":1}',
    );
    expect(canonicalJson({ 10: "a", 9: "b" })).toBe('{"10":"a","9":"b"}');
    expect(() => canonicalJson({ n: Number.NaN })).toThrow();
  });

  it("covers the content, the previous hash and the seq, in the text PostgreSQL builds by concatenation", () => {
    const content = { action: "users.view", changes: { role: "ops → analyst" }, detail: null };
    const text = chainText(GENESIS_HASH, 7, canonicalJson(content));
    expect(text).toBe(canonicalJson({ content, prev_hash: GENESIS_HASH, seq: 7 }));
    const hash = chainHash(GENESIS_HASH, 7, canonicalJson(content));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(GENESIS_HASH, 8, canonicalJson(content))).not.toBe(hash);
    expect(chainHash("1".repeat(64), 7, canonicalJson(content))).not.toBe(hash);
    expect(chainHash(GENESIS_HASH, 7, canonicalJson({ ...content, detail: "" }))).not.toBe(hash);
  });

  it("hashes text as the stores keep it: a lone surrogate becomes U+FFFD, keys included", () => {
    expect(storedForm({ "k\ud800": ["a\udc00", 1, null] })).toEqual({ "k\ufffd": ["a\ufffd", 1, null] });
    expect(storedForm("Muñoz 😀")).toBe("Muñoz 😀");
  });
});
