import http from "node:http";
import type { AddressInfo } from "node:net";

/** One span as an OTLP/HTTP JSON export carries it, with its attributes flattened. */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's numbering: 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
};

type OtlpValue = Record<string, unknown>;
type OtlpSpan = Omit<ReceivedSpan, "attributes"> & { attributes?: { key: string; value: OtlpValue }[] };
type OtlpExport = { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };

const valueOf = (value: OtlpValue) => Object.values(value)[0];

/**
 * A trace collector that keeps what it is sent: the console's own OTLP exporter posts its spans
 * here (`${url}/v1/traces`) as it would to a real collector, so a test reads the spans that would
 * leave the process, after the console's own filtering.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      // Every export is kept as text, protobuf ones too (their strings are plain UTF-8 inside);
      // only JSON ones are read into spans.
      bodies.push(body);
      contentTypes.push(req.headers["content-type"] ?? "");
      if (req.url === "/v1/traces" && req.headers["content-type"]?.startsWith("application/json")) {
        const sent = JSON.parse(body) as OtlpExport;
        for (const resource of sent.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                ...span,
                attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
              });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** Everything received, as sent: for checks that a value never left the process. */
    text: () => bodies.join("\n"),
    /** The content type of each export, in arrival order. */
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The chain of spans from `span` up to its trace's root, `span` first. */
export function ancestry(spans: ReceivedSpan[], span: ReceivedSpan): ReceivedSpan[] {
  const chain = [span];
  for (let at = span; at.parentSpanId;) {
    const parent = spans.find((s) => s.traceId === at.traceId && s.spanId === at.parentSpanId);
    if (!parent) break;
    chain.push(parent);
    at = parent;
  }
  return chain;
}
