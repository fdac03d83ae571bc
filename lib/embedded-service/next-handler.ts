import { embeddedService, isEmbeddedMode } from "./runtime";

/**
 * Route handler that hands a Next.js request to the embedded service. With SERVICE_BASE_URL set the
 * console talks to a real deployment and the embedded service stays off.
 */
export async function embeddedServiceHandler(request: Request): Promise<Response> {
  if (!isEmbeddedMode()) {
    return Response.json(
      { detail: "The embedded service is off: this console uses a remote service." },
      { status: 404 },
    );
  }
  return embeddedService().app.fetch(request);
}

// Every method goes to the service, which answers 404/405 itself; route files re-export these.
export {
  embeddedServiceHandler as GET,
  embeddedServiceHandler as POST,
  embeddedServiceHandler as PUT,
  embeddedServiceHandler as PATCH,
  embeddedServiceHandler as DELETE,
  embeddedServiceHandler as HEAD,
  embeddedServiceHandler as OPTIONS,
};
