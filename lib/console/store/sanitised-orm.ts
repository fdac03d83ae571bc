import { toStoreError } from "./errors";

/**
 * Wraps a Drizzle database so that every query it runs fails with a StoreError instead of
 * Drizzle's error, which quotes the SQL and its parameters. Query builders are chained objects
 * that run when awaited; each object a method returns is wrapped in turn, and its `then` converts
 * the failure. Plain properties and rows pass through untouched.
 */
export function sanitisedOrm<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      // Drizzle recognises its own objects by their constructor, so that stays as it is.
      if (typeof value !== "function" || typeof key === "symbol" || key === "constructor") return value;
      if (key === "then") {
        return (onFulfilled?: (v: unknown) => unknown, onRejected?: (e: unknown) => unknown) =>
          (value as PromiseLike<unknown>["then"])
            .call(object, undefined, (error: unknown) => {
              throw toStoreError(error);
            })
            .then(onFulfilled, onRejected);
      }
      return (...args: unknown[]) => {
        let result: unknown;
        try {
          result = (value as (...a: unknown[]) => unknown).apply(object, args);
        } catch (error) {
          throw toStoreError(error);
        }
        return result !== null && typeof result === "object" && !Array.isArray(result) ? sanitisedOrm(result) : result;
      };
    },
  });
}
