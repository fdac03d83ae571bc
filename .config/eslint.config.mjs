import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * First-load JavaScript (tests/budget/js-budget.ts): each of these keeps ~10–50 KB gzip of code
 * in the browser bundle of every page that reaches it.
 */
const bundleSelectors = [
  {
    selector:
      "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'][importKind!='type'], ImportDefaultSpecifier)",
    message:
      'Use `import * as z from "zod"`: a named or default `z` keeps all of zod, every locale included, in the bundle.',
  },
  {
    selector:
      "ImportDeclaration[source.value='sonner'][importKind!='type'] > ImportSpecifier[imported.name='toast'][importKind!='type']",
    message: "Use `toast` from @/components/ui/toast, which fetches sonner when a toast is first shown.",
  },
];

/** The team key travels in one header; code that spells its name is code that could leak the key. */
const keyHeaderSelectors = [
  {
    selector: "Literal[value=/x-service-api-key/i], TemplateElement[value.raw=/x-service-api-key/i]",
    message: "Only lib/service (and the embedded service) knows the key header; import what you need from lib/service.",
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "next-env.d.ts",
      "lib/embedded-service/db/migrations/**",
      "test-results/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": ["warn"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // First-load JavaScript (tests/budget/js-budget.ts) and the service key header: see the
    // selector lists above. lib/service is the console's one door to the service and the
    // embedded service answers that header, so only those two may spell it.
    files: ["app/**", "components/**", "lib/**", "*.ts"],
    ignores: ["lib/embedded-service/**", "lib/service/**"],
    rules: { "no-restricted-syntax": ["error", ...bundleSelectors, ...keyHeaderSelectors] },
  },
  {
    files: ["lib/service/**"],
    rules: { "no-restricted-syntax": ["error", ...bundleSelectors] },
  },
  {
    // The floors run app -> components -> lib: lib is what both the server and the tests build
    // on, so it never reaches up into the React layers.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "@/app/*"], message: "lib/ does not import from components/ or app/." },
          ],
        },
      ],
    },
  },
  {
    // Generic URL parsers only: a feature's parsers live in its folder, so these stay free of the
    // console's domain (the same rule object repeats lib/'s floor: a later one replaces it).
    files: ["lib/url-state/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "@/app/*"], message: "lib/ does not import from components/ or app/." },
            {
              group: ["@/lib/console/*", "@/lib/console/**"],
              message: "lib/url-state holds generic parsers: a feature's parsers live with the feature.",
            },
          ],
        },
      ],
    },
  },
  {
    // The store is the console's database: schema, migrations, connections, staff and sessions,
    // the events' projection. The console's features build on it, each with its own queries in
    // its folder (user-index/, audit/, auth/, staff/, break-glass/, results-review/, orders/), and
    // the store never reaches back up into one (opening a store starts its audit sealer: the one
    // exception, marked where it is made).
    files: ["lib/console/store/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/components/*", "@/app/*"], message: "lib/ does not import from components/ or app/." },
            {
              group: ["@/lib/console/*/**", "!@/lib/console/store/**"],
              message: "The store does not import the console's features: they build on it.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components render; the database and the embedded service are reached through lib/'s
    // loaders and actions, which check the permission and write the audit record first.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/lib/embedded-service",
                "@/lib/embedded-service/*",
                "@/lib/console/store",
                "@/lib/console/store/*",
              ],
              message:
                "components/ does not import the store or the embedded service: go through a loader or action in lib/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read loosely-typed JSON answers; `any` there is deliberate.
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
];

export default config;
