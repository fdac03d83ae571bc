import type { ServiceApp, ServiceDeps } from "../context";

export function registerOrderRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
