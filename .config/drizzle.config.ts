import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./lib/embedded-service/db/schema.ts",
  out: "./lib/embedded-service/db/migrations",
});
