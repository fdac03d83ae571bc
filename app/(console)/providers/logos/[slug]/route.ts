import { guardRoute } from "@/lib/console/guard";
import { providerLogo } from "@/lib/console/providers/logos";

/**
 * A provider's logo from the console's own origin (the only one its Content Security Policy lets
 * images come from). The image is the service's; as it may be SVG, it is sandboxed should anyone
 * open it on its own, and the browser keeps it for a day.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return guardRoute("users.read", { action: "providers.logo", targetType: "provider", targetId: slug }, async () => {
    const logo = await providerLogo(slug);
    if (!logo) return Response.json({ detail: "This provider has no logo" }, { status: 404 });
    return new Response(logo.bytes as BodyInit, {
      headers: {
        "content-type": logo.contentType,
        "cache-control": "private, max-age=86400",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  });
}
