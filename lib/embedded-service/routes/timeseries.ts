import type { ServiceApp, ServiceDeps } from "../context";

export function registerTimeseriesRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
