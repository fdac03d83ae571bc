"use client";

// Console pages that fail to render: the message, the request id and a retry.
export { PageError as default } from "@/components/shell/page-error";
