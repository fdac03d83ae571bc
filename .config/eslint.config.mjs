import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: [".next/**", "node_modules/**", ".data/**", "next-env.d.ts", "lib/embedded-service/db/migrations/**", "test-results/**"] },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": ["warn"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // First-load JavaScript (tests/budget/js-budget.ts): each of these keeps ~10–50 KB gzip of
    // code in the browser bundle of every page that reaches it.
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/embedded-service/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'][importKind!='type'], ImportDefaultSpecifier)",
          message: 'Use `import * as z from "zod"`: a named or default `z` keeps all of zod, every locale included, in the bundle.',
        },
        {
          selector: "ImportDeclaration[source.value='sonner'][importKind!='type'] > ImportSpecifier[imported.name='toast'][importKind!='type']",
          message: "Use `toast` from @/components/ui/toast, which fetches sonner when a toast is first shown.",
        },
      ],
    },
  },
  {
    // The floors run app -> components -> lib: lib is what both the server and the tests build
    // on, so it never reaches up into the React layers.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/components/*", "@/app/*"], message: "lib/ does not import from components/ or app/." }] },
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
