// Next.js calls register() once per server process before it serves requests: the console store
// migrates and the demo accounts are ensured; the embedded service migrates, seeds on first start
// and starts its background jobs; then the background user indexer starts (it needs the service).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareConsoleOrStop } = await import("@/lib/console/startup");
  await prepareConsoleOrStop();
  const { isEmbeddedMode, embeddedService, startEmbeddedWorkers } = await import("@/lib/embedded-service/runtime");
  if (isEmbeddedMode()) {
    embeddedService();
    startEmbeddedWorkers();
  }
  const { startUserIndexer } = await import("@/lib/console/users/indexer-runtime");
  startUserIndexer();
}
