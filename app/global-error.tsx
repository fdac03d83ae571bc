"use client";

import "./globals.css";

/**
 * The last resort, when the root layout itself fails: it replaces the whole document, so it
 * brings its own <html> and stays plain (no providers, no imports that could fail again).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="bg-background text-foreground">
        <main className="mx-auto flex min-h-svh max-w-xl flex-col justify-center gap-4 p-6">
          <h1 className="text-2xl font-semibold tracking-tight">Labdesk could not be loaded</h1>
          <p className="text-muted-foreground">
            Something went wrong before the console could start. Try again; if it keeps failing, tell an admin and quote
            the reference below.
          </p>
          {error.digest ? (
            <p className="text-sm">
              Error reference: <code className="font-mono select-all">{error.digest}</code>
            </p>
          ) : null}
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => reset()}
              className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
            >
              Try again
            </button>
            {/* A full page load on purpose: the client router is part of what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="rounded-md border px-4 py-2 text-sm font-medium">
              Go to the console
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
