"use client";

import { useEffect, useRef } from "react";

import { referenceOf, type ConsoleError } from "@/components/shell/error-reference";
import "./globals.css";

/**
 * The last resort, when the root layout itself fails: it replaces that layout, so it brings its
 * own <html>, <body> and styles. Deliberately plain (no icons, no shared button, nothing loaded
 * later): it ships with every page, and must still work when the rest of the app does not.
 */
export default function GlobalError({ error, retry }: { error: ConsoleError; retry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const reference = referenceOf(error);
  useEffect(() => heading.current?.focus(), []);
  return (
    <html lang="en">
      <body>
        <title>Something went wrong · Labdesk</title>
        <main id="main" data-error-view="page" className="mx-auto flex min-h-svh max-w-2xl flex-col gap-4 px-6 py-16">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            Labdesk could not be loaded
          </h1>
          <p className="text-muted-foreground">
            The console or the service may be briefly unavailable. Try again; if it keeps failing, tell an admin and
            quote the reference below.
          </p>
          {reference ? (
            <p>
              {reference.label}: <code className="font-mono select-all">{reference.value}</code>
            </p>
          ) : null}
          <div className="flex gap-2">
            <button
              type="button"
              onClick={retry}
              className="h-9 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground"
            >
              Try again
            </button>
            {/* A full page load on purpose: the app's router is what may have failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="inline-flex h-9 items-center rounded-md border px-4 text-sm font-medium">
              Back to the console
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
