import { describe, expect, it } from "vitest";
import { fetchImage } from "@/lib/service/image-fetch";
import { ServiceError } from "@/lib/service/errors";

/** A host that answers every request with this, and remembers what it was asked. */
function host(body: BodyInit, init: ResponseInit) {
  const asked: { url: string; headers: Headers }[] = [];
  const doFetch = async (url: string, req: RequestInit) => {
    asked.push({ url, headers: new Headers(req.headers) });
    return new Response(body, init);
  };
  return { doFetch, asked };
}

const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';

describe("fetching a provider logo for the console to serve", () => {
  it("hands back the image and its type, without the team key or any header of the service's", async () => {
    const { doFetch, asked } = host(svg, { headers: { "content-type": "image/svg+xml; charset=utf-8" } });
    const image = await fetchImage(doFetch, "https://cdn.example/logos/oura.svg", 1000);
    expect(image.contentType).toBe("image/svg+xml");
    expect(new TextDecoder().decode(image.bytes)).toBe(svg);
    expect([...asked[0]!.headers.keys()]).toEqual(["accept"]);
  });

  it("refuses what is not an image, too large, not a web address, or missing", async () => {
    const refusal = async (p: Promise<unknown>) => {
      const error = await p.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceError);
      return error as ServiceError;
    };
    const html = host("<html>", { headers: { "content-type": "text/html" } });
    expect((await refusal(fetchImage(html.doFetch, "https://cdn.example/x", 1000))).kind).toBe("unexpected_shape");
    const huge = host(new Uint8Array(600 * 1024), { headers: { "content-type": "image/png" } });
    expect((await refusal(fetchImage(huge.doFetch, "https://cdn.example/x.png", 1000))).kind).toBe("unexpected_shape");
    const any = host(svg, { headers: { "content-type": "image/svg+xml" } });
    await refusal(fetchImage(any.doFetch, "file:///etc/passwd", 1000));
    expect(any.asked).toEqual([]);
    const missing = host("", { status: 404 });
    expect((await refusal(fetchImage(missing.doFetch, "https://cdn.example/x.svg", 1000))).status).toBe(404);
    // The error names no address: it reaches logs, and the address is the service's to choose.
    expect((await refusal(fetchImage(missing.doFetch, "https://cdn.example/x.svg", 1000))).message).not.toContain(
      "cdn",
    );
  });
});
