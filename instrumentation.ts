// Next.js calls register() once per server process before it serves requests: the embedded
// service migrates, seeds on first start and starts its background jobs here.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isEmbeddedMode, embeddedService, startEmbeddedWorkers } = await import("@/lib/embedded-service/runtime");
  if (!isEmbeddedMode()) return;
  embeddedService();
  startEmbeddedWorkers();
}
