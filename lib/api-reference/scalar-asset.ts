import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const cache = globalThis as typeof globalThis & { __labdeskScalarScript?: { body: Buffer; etag: string } };

/**
 * The API reference's renderer (Scalar's standalone build), read from the installed package once
 * per process and served by the console itself: the reference then works with no network beyond
 * this server, and the page's CSP can allow scripts from this origin only. The ETag names the
 * package version, so an upgrade is fetched again.
 */
export function scalarScript(): { body: Buffer; etag: string } {
  if (cache.__labdeskScalarScript) return cache.__labdeskScalarScript;
  // Resolved from the project root at run time, so no bundler copies 3 MB into a server chunk.
  const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));
  const file = requireFromRoot.resolve("@scalar/api-reference/browser/standalone.js");
  // The package exports no package.json: it sits two folders above dist/browser/.
  const manifest = path.join(path.dirname(file), "..", "..", "package.json");
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string };
  const body = fs.readFileSync(file);
  cache.__labdeskScalarScript = { body, etag: `"scalar-api-reference-${version}"` };
  return cache.__labdeskScalarScript;
}
