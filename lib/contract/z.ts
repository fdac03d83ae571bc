import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// Adds .openapi() to zod schemas so /openapi.json is generated from the same schemas the forms,
// the client and the embedded service use.
extendZodWithOpenApi(z);

export { z };
