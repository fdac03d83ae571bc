import { createServiceApp, openApiDocument } from "./app";
import type { ServiceDeps } from "./context";

let cached: ReturnType<typeof openApiDocument> | undefined;

/**
 * The OpenAPI document generated from the contract. Routes only need their schemas to be
 * described, so the app is built without a database (no handler runs).
 */
export function serviceOpenApiDocument() {
  cached ??= openApiDocument(createServiceApp({ now: () => new Date() } as ServiceDeps));
  return cached;
}
