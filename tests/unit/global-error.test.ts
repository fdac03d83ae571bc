import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import GlobalError from "@/app/global-error";
import { digestOfRequest } from "@/lib/console/request-digest";

// A failing root layout cannot be produced in the browser tests without a fault built into the
// app, so the last-resort page is rendered here, as the server renders it.
describe("the global error page", () => {
  it("brings its own document, says what happened and quotes the request id", () => {
    const error = Object.assign(new Error("boom"), { digest: digestOfRequest("req-12345678") });
    const html = renderToStaticMarkup(createElement(GlobalError, { error, retry: () => {} }));
    expect(html).toMatch(/^<html lang="en"><head><title>Something went wrong · Labdesk<\/title><\/head><body>/);
    expect(html).toContain("Labdesk could not be loaded");
    expect(html).toContain("Request id: <code");
    expect(html).toContain("req-12345678");
    expect(html).toContain(">Try again</button>");
    expect(html).not.toContain("boom");
  });

  it("falls back to the digest when there is no request id", () => {
    const error = Object.assign(new Error("x"), { digest: "1234567" });
    const html = renderToStaticMarkup(createElement(GlobalError, { error, retry: () => {} }));
    expect(html).toContain("Error reference: <code");
  });
});
