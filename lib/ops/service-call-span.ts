import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { noteRouteTemplate } from "./request-log-context";

const tracer = () => trace.getTracer("labdesk.service-client");

/** What the service client tells the span about its call once it knows. */
export type ServiceCallRecord = {
  /** The HTTP status answered, or the status the console gives a call that got no answer. */
  status(code: number): void;
  /** How many times the call was sent again after its first attempt. */
  retries(count: number): void;
};

/**
 * One client span around a service call, named by the call's route template ("service GET
 * /v2/user/{user_id}") and never by its path, so no id reaches a trace: the client hands this
 * the template it built the path from, not the path. Carries the method, the template, the status
 * and the retry count; a call that throws marks the span as failed with the error's kind.
 */
export async function inServiceCallSpan<T>(
  call: { method: string; template: string },
  run: (record: ServiceCallRecord) => Promise<T>,
): Promise<T> {
  // The request log line names a catch-all route (the API reference's "try it") by this template.
  noteRouteTemplate(call.template);
  return tracer().startActiveSpan(
    `service ${call.method} ${call.template}`,
    { kind: SpanKind.CLIENT, attributes: { "http.request.method": call.method, "url.template": call.template } },
    async (span) => {
      const record: ServiceCallRecord = {
        status: (code) => span.setAttribute("http.response.status_code", code),
        retries: (count) => span.setAttribute("labdesk.service.retry_count", count),
      };
      try {
        return await run(record);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as { kind?: string }).kind ?? "error" });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
