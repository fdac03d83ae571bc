import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import * as z from "zod";

/**
 * Adds .openapi() to zod schemas so /openapi.json is generated from the same schemas the forms,
 * the client and the embedded service use. Every contract module imports this file for that
 * side effect (`import "./z"`) and takes zod itself as `import * as z from "zod"`.
 *
 * Why not export `z` from here: bundlers only drop zod's unused exports (its 40-odd locales
 * alone are ~40 KB gzip) when every browser-side module reads zod through a direct namespace
 * import. A re-exported `z`, `import { z } from "zod"`, or handing the namespace to a function
 * keeps all of zod in every page that loads a schema (tests/budget/js-budget.ts would fail).
 * That is also why only ZodType, all the extension touches, is passed below.
 */
extendZodWithOpenApi({ ZodType: z.ZodType } as typeof z);
