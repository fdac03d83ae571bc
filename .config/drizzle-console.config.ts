import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./lib/console/store/schema.sqlite.ts",
  out: "./lib/console/store/migrations/sqlite",
});
