/** Shared by the server (hashing) and forms (browser): no argon2 import here. */
export const MIN_PASSWORD_LENGTH = 12;
/** argon2 takes any length; the cap keeps a megabyte "password" from ever reaching the hash. */
export const MAX_PASSWORD_LENGTH = 200;
