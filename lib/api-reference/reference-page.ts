import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";

/** Where the reference's requests go: the console's proxy, which adds the team key on the server. */
export const TRY_BASE_PATH = "/docs/api/try";
/** The renderer's script, served by the console itself so the page works offline. */
export const SCALAR_SCRIPT_PATH = "/docs/api/scalar.js";

type Doc = ReturnType<typeof serviceOpenApiDocument>;
type Operation = { security?: unknown };

/**
 * The service's document as the reference shows it: its server is the console's proxy, and its
 * security scheme is left out, so the renderer never asks for a key that the person must not hold.
 * The header is still named in the description, for those who call the service themselves.
 */
export function referenceDocument(): Doc {
  const doc = serviceOpenApiDocument();
  const scheme = doc.components?.securitySchemes?.ApiKey;
  const keyHeader = scheme && "name" in scheme ? scheme.name : "API key";
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item as Record<string, Operation>).map(([method, op]) => {
          const { security: _omitted, ...rest } = op;
          return [method, rest];
        }),
      ),
    ]),
  );
  const { securitySchemes: _key, ...components } = doc.components ?? {};
  const { security: _all, ...rest } = doc;
  return {
    ...rest,
    info: {
      ...doc.info,
      description: [
        doc.info.description,
        `A direct call carries the team key in the \`${keyHeader}\` header. Errors are \`{"detail": "…"}\`, and 422 \`{"detail": [{loc, msg, type}]}\` for invalid input.`,
        "**Try it** sends the request through this console, which adds the team key on its server: you never see or type it. It sends reads (GET) only, within what your role may open in the console. Answers keep to what your role sees of patients: a field it does not show reads `[hidden: needs <permission>]`, a PDF that prints more than your role sees is refused, and reads that carry patient information are recorded in the audit log. Sign in first.",
      ].join("\n\n"),
    },
    servers: [{ url: TRY_BASE_PATH, description: "This console (adds the team key)" }],
    paths: paths as Doc["paths"],
    components,
  } as Doc;
}

/** The renderer's settings: nothing fetched from elsewhere (fonts, telemetry), no developer tools. */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: "never",
  documentDownloadType: "json",
  hideClientButton: false,
  metaData: { title: "API reference · Labdesk" },
};

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
// Inside <script type="application/json">, only "</script" (and "<!--") could end it early.
const escapeScriptJson = (json: string) => json.replace(/</g, "\\u003c");

/**
 * A bar above the reference with the way back to the console (the renderer is a page of its own,
 * without the console's navigation). In the renderer's own colours, so it follows its light and
 * dark modes; the renderer leaves room for it through --scalar-custom-header-height.
 */
const BACK_BAR_CSS = `
:root { --scalar-custom-header-height: 2.75rem; }
.labdesk-back {
  position: sticky; top: 0; z-index: 1000; height: 2.75rem; box-sizing: border-box;
  display: flex; align-items: center; padding: 0 1rem;
  background: var(--scalar-background-1, #fff); color: var(--scalar-color-1, #171717);
  border-bottom: 1px solid var(--scalar-border-color, #e5e5e5);
  font: 500 0.875rem/1 system-ui, sans-serif;
}
.labdesk-back a { color: inherit; text-decoration: none; padding: 0.375rem 0.5rem; border-radius: 0.375rem; }
.labdesk-back a:hover { text-decoration: underline; }
.labdesk-back a:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
/* The renderer offsets its sticky sidebar by the bar but keeps it a full screen tall; its foot would end below the window. */
.t-doc__sidebar { height: calc(100dvh - var(--scalar-custom-header-height)) !important; }
`;

/**
 * The whole page: the document inline, as JSON the browser does not run, and the renderer's
 * script from this origin. No inline script, so the page's CSP needs no nonce and no 'unsafe-inline'
 * for scripts.
 */
export function referencePageHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference · Labdesk</title>
    <link rel="icon" href="/icon.svg" type="image/svg+xml" />
    <style>${BACK_BAR_CSS}</style>
  </head>
  <body>
    <header class="labdesk-back"><a href="/">&larr; Back to the Labdesk console</a></header>
    <noscript>
      <p>The API reference needs JavaScript. The machine-readable document is at <a href="/openapi.json">/openapi.json</a>.</p>
    </noscript>
    <script id="api-reference" type="application/json" data-configuration="${escapeAttribute(JSON.stringify(SCALAR_CONFIGURATION))}">${escapeScriptJson(JSON.stringify(referenceDocument()))}</script>
    <script src="${SCALAR_SCRIPT_PATH}"></script>
  </body>
</html>
`;
}
