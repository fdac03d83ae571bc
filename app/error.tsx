"use client";

import { LazyPageError } from "@/components/shell/lazy-page-error";

// Errors above the console pages, such as its frame failing to check the session.
export default LazyPageError;
