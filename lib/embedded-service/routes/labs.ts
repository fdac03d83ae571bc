import type { ServiceApp, ServiceDeps } from "../context";

export function registerLabRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
