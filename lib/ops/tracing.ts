import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-base";
import type { ExportResult } from "@opentelemetry/core";
import { OTLPHttpJsonTraceExporter, type Configuration } from "@vercel/otel";
import { env } from "@/lib/env";

/** Attributes that can hold a full URL or its query string, which may carry a search for a name. */
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.query", "next.url"];

const withoutQuery = (value: unknown) => (typeof value === "string" ? value.split("?")[0] : value);

/**
 * Wraps the OTLP exporter so no span leaves the process with a query string: Next.js names its
 * request spans with the URL as requested.
 */
export function withoutQueryStrings(inner: SpanExporter): SpanExporter {
  return {
    export(spans: ReadableSpan[], done: (result: ExportResult) => void) {
      for (const span of spans) {
        const attributes = span.attributes as Record<string, unknown>;
        for (const key of URL_ATTRIBUTES) if (key in attributes) attributes[key] = withoutQuery(attributes[key]);
      }
      inner.export(spans, done);
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * registerOTel's options when OTEL_EXPORTER_OTLP_ENDPOINT names a collector; otherwise none, so
 * nothing is registered and every span is OpenTelemetry's no-op, costing nothing per request.
 */
export function tracingOptions(): Configuration | undefined {
  const e = env();
  const endpoint = e.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return undefined;
  return {
    serviceName: "labdesk",
    // No "auto" span processor: seeing OTEL_EXPORTER_OTLP_ENDPOINT, it would send every span to the
    // same collector a second time, past the query-string filter below.
    spanProcessors: [],
    traceExporter: withoutQueryStrings(
      new OTLPHttpJsonTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` }),
    ),
    // The service client makes its own span per call, named by its route template; fetch's own
    // would carry the full URL, ids and all.
    instrumentationConfig: e.SERVICE_BASE_URL ? { fetch: { ignoreUrls: [e.SERVICE_BASE_URL] } } : undefined,
  };
}
