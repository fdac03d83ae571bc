import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The service's paths end in a slash (/v2/user/, /v2/providers/); clients must not be redirected.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ["better-sqlite3"],
  poweredByHeader: false,
};

export default nextConfig;
