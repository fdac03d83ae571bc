/** Shared by the server (hashing) and forms (browser): no argon2 import here. */
export const MIN_PASSWORD_LENGTH = 12;
