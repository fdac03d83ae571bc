import type { Instrumentation } from "next";

// Next.js calls register() once per server process before it serves requests: tracing starts
// (exporting only when OTEL_EXPORTER_OTLP_ENDPOINT is set); the console store migrates and the
// demo accounts are ensured; the embedded service migrates, seeds on first start and starts its
// background jobs (the event sender among them); then the background user indexer, the worker
// that processes the service's events as they arrive, and the appointments board's reconciliation
// start. Each one that runs in the background says how it stops, for the server's graceful
// shutdown; the board's live streams end as soon as it begins.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { tracingOptions } = await import("@/lib/ops/tracing");
  const tracing = tracingOptions();
  if (tracing) (await import("@vercel/otel")).registerOTel(tracing);
  const { prepareConsoleOrStop } = await import("@/lib/console/startup");
  await prepareConsoleOrStop();
  const { onDrain, onShutdown } = await import("@/lib/ops/shutdown-hooks");
  const { isEmbeddedMode, embeddedService, startEmbeddedWorkers, stopEmbeddedService } =
    await import("@/lib/embedded-service/runtime");
  if (isEmbeddedMode()) {
    embeddedService();
    startEmbeddedWorkers();
    onShutdown("embedded service", stopEmbeddedService);
  }
  // The process's one service client is built here, in this bundle layer, whether or not the
  // indexer below runs: every console then meets the client the same way, so what pages,
  // actions and route handlers do with its errors in tests is what they do in production.
  (await import("@/lib/service")).serviceClient();
  const { startUserIndexer, stopUserIndexer } = await import("@/lib/console/user-index/indexer-runtime");
  startUserIndexer();
  onShutdown("user indexer", stopUserIndexer);
  const { startEventWorker, stopEventWorker } = await import("@/lib/console/events/processor");
  startEventWorker();
  onShutdown("event worker", stopEventWorker);
  const { startBoardSync, stopBoardSync } = await import("@/lib/console/appointments/board-sync-runtime");
  startBoardSync();
  onShutdown("board reconciliation", stopBoardSync);
  const { endBoardStreams } = await import("@/lib/console/appointments/live-stream");
  onDrain("board live updates", endBoardStreams);
}

/** A request Next.js could not answer: one log line with the request id and route template, never the path. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("@/lib/ops/logger");
  const { pathOf } = await import("@/lib/ops/request-handler");
  const { pathShape } = await import("@/lib/ops/route-template");
  const requestId = request.headers["x-request-id"];
  logger().error(
    {
      requestId: typeof requestId === "string" ? requestId : undefined,
      method: request.method,
      // The route's template, as the request line has it: the path itself can carry a client's own id.
      route: context.routePath || pathShape(pathOf(request.path)),
      routeType: context.routeType,
      error: error instanceof Error ? error.message : String(error),
      digest: (error as { digest?: string }).digest,
    },
    "request error",
  );
};
