"use client";

import { useState } from "react";

import { cn } from "@/lib/utils";

/**
 * A provider's logo, or its initial when the service gives none or the image fails to load. The
 * URLs come from the service (same origin in embedded mode, so CSP img-src 'self' allows them).
 */
export function ProviderLogo({
  name,
  logo,
  size = 32,
  className,
}: {
  name: string;
  logo: string | null;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!logo || failed) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className={cn(
          "inline-flex shrink-0 items-center justify-center rounded-md bg-muted font-semibold text-muted-foreground",
          className,
        )}
      >
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    // Remote logo hosts are not known at build time, which next/image would need; a plain img is enough.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={logo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn("shrink-0 rounded-md", className)}
    />
  );
}
