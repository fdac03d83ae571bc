"use client";

import { LazyPageError } from "@/components/shell/lazy-page-error";

// Console pages that fail to render: the message, the request id and a retry.
export default LazyPageError;
