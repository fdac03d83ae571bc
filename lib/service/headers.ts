/**
 * The service's header names. Only lib/service sends them; the logger imports the secret ones
 * so it can redact them without spelling them out.
 */
export const API_KEY_HEADER = "x-service-api-key";
export const LINK_TOKEN_HEADER = "x-service-link-token";
export const REQUEST_ID_HEADER = "x-request-id";

/** Headers whose values are credentials. */
export const SECRET_HEADERS = [API_KEY_HEADER, LINK_TOKEN_HEADER] as const;
