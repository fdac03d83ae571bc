import type { ServiceApp, ServiceDeps } from "../context";

export function registerPhlebotomyRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
