import { embeddedServiceHandler } from "@/lib/embedded-service/next-handler";

// Mounts the embedded service; it answers every method itself.
export const dynamic = "force-dynamic";
export {
  embeddedServiceHandler as GET,
  embeddedServiceHandler as POST,
  embeddedServiceHandler as PUT,
  embeddedServiceHandler as PATCH,
  embeddedServiceHandler as DELETE,
  embeddedServiceHandler as HEAD,
  embeddedServiceHandler as OPTIONS,
};
