/*
 * How a request id travels to an error page as the error's digest. Plain functions with no
 * server imports: the error page that reads it runs in the browser.
 */
const PREFIX = "request-id:";

export const digestOfRequest = (requestId: string) => `${PREFIX}${requestId}`;

export const requestIdOfDigest = (digest: string | undefined) =>
  digest?.startsWith(PREFIX) ? digest.slice(PREFIX.length) : undefined;
