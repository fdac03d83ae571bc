"use client";

import * as React from "react";
import { ThemeProvider as NextThemesProvider } from "next-themes";

/**
 * Class-based dark mode (`<html class="dark">`, matched by `@custom-variant dark` in
 * globals.css), following the OS until the user picks a theme. next-themes sets the class
 * from an inline script before paint, so there is no light flash; the resulting attribute
 * mismatch is why <html> carries `suppressHydrationWarning`.
 */
export function ThemeProvider({ children, ...props }: React.ComponentProps<typeof NextThemesProvider>) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      // Switching themes should not animate every colour transition on the page at once.
      disableTransitionOnChange
      {...props}
    >
      {children}
    </NextThemesProvider>
  );
}
