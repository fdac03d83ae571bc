import type { ServiceApp, ServiceDeps } from "../context";

export function registerLinkRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
