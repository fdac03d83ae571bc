"use client";

import { useState } from "react";

import { providerLogoPath } from "@/lib/console/providers/logo-path";
import { cn } from "@/lib/utils";

/**
 * A provider's logo, or its initial when the service gives none or the image fails to load. The
 * console serves the image from its own origin, wherever the service keeps it.
 */
export function ProviderLogo({
  name,
  slug,
  logo,
  size = 32,
  className,
}: {
  name: string;
  slug: string;
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
    // A small icon from a console route: next/image would add nothing.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={providerLogoPath(slug)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      className={cn("shrink-0 rounded-md", className)}
    />
  );
}
