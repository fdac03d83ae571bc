import { SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";

const tracer = () => trace.getTracer("labdesk.service-client");

/**
 * One client span around a service call: method, route template (ids replaced, so no user or
 * order id reaches the trace), status and how many times it was retried.
 */
export async function inServiceCallSpan<T>(
  call: { method: string; route: string },
  run: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(
    `service ${call.method} ${call.route}`,
    { kind: SpanKind.CLIENT, attributes: { "http.request.method": call.method, "url.template": call.route } },
    async (span) => {
      try {
        return await run(span);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as { kind?: string }).kind ?? "error" });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
