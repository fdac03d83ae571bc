import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes): about 30 ms here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

import { MAX_PASSWORD_LENGTH } from "./password-rules";

export { MIN_PASSWORD_LENGTH } from "./password-rules";

export async function hashPassword(password: string): Promise<string> {
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new Error(`passwords are capped at ${MAX_PASSWORD_LENGTH} characters`);
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // An account without a password (OIDC only), or a password too long to be one, still costs a
  // hash of something bounded, so timing does not tell.
  if (!stored || password.length > MAX_PASSWORD_LENGTH) {
    await hash(password.slice(0, MAX_PASSWORD_LENGTH), OPTIONS);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
