import fs from "node:fs";

/**
 * The node flags `npm start` gives the production server (its heap sizes), read from
 * package.json's start script: the servers that tests and benchmarks start are then sized as
 * production's is, and there is one place to change them.
 */
export function productionNodeFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  const words = start.trim().split(/\s+/);
  const flags = words.slice(words.indexOf("node") + 1, words.indexOf("--import"));
  if (words[0] !== "node" || flags.some((f) => !f.startsWith("--")))
    throw new Error(`package.json's start script is not "node [--flags] --import tsx …": ${start}`);
  return flags;
}

/** Node's arguments to run the production server (lib/cli/serve.ts) as `npm start` does. */
export const serveArgs = () => [...productionNodeFlags(), "--import", "tsx", "lib/cli/serve.ts"];
