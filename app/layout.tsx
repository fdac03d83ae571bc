import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { Toaster } from "@/components/ui/toaster";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Labdesk", template: "%s · Labdesk" },
  description: "Internal console for the health data and lab ordering service",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The CSP (proxy.ts) only runs scripts carrying this request's nonce, and next-themes sets the
  // theme class with an inline script before paint; without the nonce it is blocked and dark
  // mode flashes light on every load.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // next-themes sets the theme class on <html> before hydration; the warning would be noise.
    <html lang="en" suppressHydrationWarning>
      <body>
        <NuqsAdapter>
          <ThemeProvider nonce={nonce}>
            {children}
            <Toaster richColors closeButton />
          </ThemeProvider>
        </NuqsAdapter>
      </body>
    </html>
  );
}
