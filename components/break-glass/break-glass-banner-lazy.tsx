"use client";

import dynamic from "next/dynamic";

/**
 * The banner's code loads only on pages that show it, while a member holds emergency access: every
 * other page of the console (nearly all views) ships none of it in its first load.
 */
export const BreakGlassBannerLazy = dynamic(() => import("./break-glass-banner").then((m) => m.BreakGlassBanner));
