import { NextRequest } from "next/server";

const tooLarge = (maxBytes: number) =>
  Response.json({ detail: `Request body too large: at most ${maxBytes} bytes.` }, { status: 413 });

/** The body, or null once it passes `maxBytes`: reading stops there, whatever the sender claims. */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Wraps a route handler that anyone may reach before signing in, so a large body is refused with
 * a 413 before the handler parses it: a declared length is checked first, and a body sent without
 * one (chunked) is read only up to the limit.
 */
export function withBodyLimit(handler: (request: NextRequest) => Promise<Response>, maxBytes: number) {
  return async (request: NextRequest): Promise<Response> => {
    if (!request.body) return handler(request);
    const declared = Number(request.headers.get("content-length") ?? NaN);
    if (declared > maxBytes) return tooLarge(maxBytes);
    const bytes = await readAtMost(request.body, maxBytes);
    if (!bytes) return tooLarge(maxBytes);
    return handler(new NextRequest(request.url, { method: request.method, headers: request.headers, body: bytes }));
  };
}
