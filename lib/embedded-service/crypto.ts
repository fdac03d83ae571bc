import { createHash, randomBytes } from "node:crypto";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A URL-safe random secret with a readable prefix, e.g. `lt_…` for a link token. */
export const randomSecret = (prefix: string, bytes = 24) => `${prefix}${randomBytes(bytes).toString("base64url")}`;
