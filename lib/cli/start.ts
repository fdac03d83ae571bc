/**
 * `npm start`: builds the console when the sources changed since the last build, then serves it.
 * The embedded service migrates and seeds itself when the server starts (instrumentation.ts).
 */
import { env } from "@/lib/env";
import { buildIfNeeded } from "./build-if-needed";
import { serve } from "./serve";

try {
  env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
buildIfNeeded();
void serve();
