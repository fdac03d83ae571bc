import type { ServiceApp, ServiceDeps } from "../context";

export function registerProviderRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
