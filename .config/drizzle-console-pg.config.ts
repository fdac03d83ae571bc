import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/console/store/schema.pg.ts",
  out: "./lib/console/store/migrations/postgres",
});
