"use client";

// Errors above the console pages, such as its frame failing to check the session.
export { PageError as default } from "@/components/shell/page-error";
