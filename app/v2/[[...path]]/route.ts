// Mounts the embedded service (lib/embedded-service) at this path.
export const dynamic = "force-dynamic";
export { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } from "@/lib/embedded-service/next-handler";
