/**
 * One value per process, whichever copy of the calling module asks for it. Next.js loads a module
 * once per bundle layer (instrumentation, route handlers, server components, server actions) and
 * the custom server loads its own copy besides, so state kept in a module-level variable would
 * exist several times over: a cache filled by one layer and missed by the next, a background
 * worker started twice, a handle one copy closes while another still uses it. Kept on globalThis
 * under a registered symbol, which every copy reads alike.
 *
 * `create` runs on the first call in the process, so a value is made when first needed (a large
 * table) or at import (an AsyncLocalStorage), wherever the call sits.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const slots = globalThis as unknown as Record<symbol, T | undefined>;
  const mark = Symbol.for(`labdesk.process.${key}`);
  if (!(mark in slots)) slots[mark] = create();
  return slots[mark] as T;
}

/**
 * A per-process place for something started, opened or swapped later (a worker, a database handle,
 * a test's stand-in): `value` is undefined until then and may be set back to undefined on stop.
 */
export type ProcessSlot<T> = { value: T | undefined };

export const processSlot = <T>(key: string): ProcessSlot<T> =>
  processSingleton<ProcessSlot<T>>(key, () => ({ value: undefined }));
