import type { ServiceApp, ServiceDeps } from "../context";

export function registerUserInfoRoutes(app: ServiceApp, deps: ServiceDeps) {
  void app;
  void deps;
}
