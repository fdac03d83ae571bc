import { inflateSync } from "node:zlib";

/** The text a PDF draws: its flate streams inflated and the hex-encoded strings decoded. */
export function pdfText(bytes: Buffer): string {
  return [...bytes.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
    .map((m) => {
      try {
        return inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
      } catch {
        return "";
      }
    })
    .join("\n")
    .replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, "hex").toString("latin1"));
}
