/**
 * A click inside the console does not load a document. Next's router asks the server for the
 * next page's RSC payload and sends, in its router state tree, the layouts the browser already
 * shows, so the server renders only the segments below them and writes no HTML. This builds that
 * request as Chromium sends it when a staff member on the audit log follows a sidebar link: the
 * root layout and the console's frame are already on screen, everything under them is rendered.
 */
const FROM = "/audit";

// Next 16's tree for /audit, copied from a real navigation: [segment, children, url, refresh, flags].
const AUDIT_TREE = [
  "",
  {
    children: [
      "(console)",
      { children: ["audit", { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] },
      null,
      null,
      0,
    ],
  },
  null,
  null,
  16,
];

export type NavigationRequest = { url: string; headers: Record<string, string> };

/**
 * The navigation to `path` (a console page), checked once. The router adds a `_rsc` parameter
 * hashed from its headers, and the server redirects a request whose parameter does not match to
 * the one that does: the first request learns it from that redirect.
 */
export async function navigationRequest(baseUrl: string, path: string, cookie: string): Promise<NavigationRequest> {
  const headers = {
    cookie,
    rsc: "1",
    "next-router-state-tree": encodeURIComponent(JSON.stringify(AUDIT_TREE)),
    "next-url": FROM,
  };
  const guess = new URL(path, baseUrl);
  guess.searchParams.set("_rsc", "0");
  const first = await fetch(guess, { headers, redirect: "manual" });
  await first.arrayBuffer();
  const location = first.headers.get("location");
  const url = location ? new URL(location, baseUrl).href : guess.href;

  const res = await fetch(url, { headers, redirect: "manual" });
  const body = await res.text();
  const type = res.headers.get("content-type") ?? "";
  if (res.status !== 200 || !type.startsWith("text/x-component") || body.length === 0)
    throw new Error(
      `The navigation to ${path} answered ${res.status} (${type || "no content type"}): signed out, or Next's router state format changed (see AUDIT_TREE)`,
    );
  return { url, headers };
}
