import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The service's paths end in a slash (/v2/user/, /v2/providers/); clients must not be redirected.
  skipTrailingSlashRedirect: true,
  // rate-limiter-flexible loads drizzle-orm with a computed import(), which a bundle cannot
  // follow: the package is loaded from node_modules at run time, where the import resolves.
  // (better-sqlite3, a native addon, is on Next.js's own list of packages it never bundles.)
  serverExternalPackages: ["rate-limiter-flexible"],
  poweredByHeader: false,
  // Types are checked once, by `npm run typecheck` (tsc on this same tsconfig), which `npm test`
  // runs first. The build only compiles: checking again there doubled the slowest step of a
  // fresh clone's first start and of the test run.
  typescript: { ignoreBuildErrors: true },
  // forbidden() renders app/forbidden.tsx with a real 403 when a role may not see a page.
  experimental: { authInterrupts: true },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
    ];
  },
};

export default nextConfig;
