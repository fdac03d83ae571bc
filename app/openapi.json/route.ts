import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";

export const dynamic = "force-static";

export function GET() {
  return Response.json(serviceOpenApiDocument());
}
