"use client";

import dynamic from "next/dynamic";

/*
 * The Toaster, rendered in the browser only and loaded after the page: nothing is toasted before
 * someone acts, and sonner (~10 KB gzip) then stays out of every page's first-load JavaScript.
 */
export const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });
