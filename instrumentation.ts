// Next.js calls register() once per server process before it serves requests: the console store
// migrates and the demo accounts are ensured; the embedded service migrates, seeds on first start
// and starts its background jobs; then the background user indexer starts (it needs the service).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { prepareConsole, startupFailure } = await import("@/lib/console/startup");
  try {
    await prepareConsole();
  } catch (error) {
    // One line a person can act on (a database out of reach, say) rather than a stack trace.
    console.error(`[console] ${startupFailure(error)}`);
    process.exit(1);
  }
  const { isEmbeddedMode, embeddedService, startEmbeddedWorkers } = await import("@/lib/embedded-service/runtime");
  if (isEmbeddedMode()) {
    embeddedService();
    startEmbeddedWorkers();
  }
  const { startUserIndexer } = await import("@/lib/console/users/indexer-runtime");
  startUserIndexer();
}
