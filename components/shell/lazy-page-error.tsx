"use client";

import dynamic from "next/dynamic";

/*
 * The error page's UI (its alert, button and icons), loaded only when a page fails: error
 * boundaries sit above every page, so importing it directly put it in every page's first-load
 * JavaScript for an event that most visits never see. Rendered on the server too, so a page that
 * fails there arrives with its message; until the chunk arrives in the browser, a plain heading.
 */
export const LazyPageError = dynamic(() => import("./page-error").then((m) => m.PageError), {
  loading: () => (
    <h1 data-error-view="page" className="py-8 text-2xl font-semibold tracking-tight">
      This page could not be loaded
    </h1>
  ),
});
