import type { ServiceApp, ServiceDeps } from "../context";

export function registerBulkImportRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
