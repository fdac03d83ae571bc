import type { ServiceApp, ServiceDeps } from "../context";

export function registerPscRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
