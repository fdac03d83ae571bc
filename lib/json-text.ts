/**
 * Plain data a server component hands to a client component as one JSON text.
 *
 * React's Flight serialiser passes every value of a prop through its replacer one by one; a page
 * of a hundred table rows is some 1,600 values, which took the server's one JavaScript thread
 * more time per view than anything else the users list adds to a page. One
 * `JSON.stringify` does the same work natively, and Flight writes a string over 1 KB as raw text,
 * not escaped inside its JSON, so what the browser receives stays the same size. The client
 * parses it once (see `useJsonText`).
 *
 * Worth it for a prop of many small values, such as a page of table rows: the users list (100
 * rows) and the service-center search (30 centers with their hours) each saved 0.4–1 ms a view;
 * the appointments board's rows, measured the same way, saved nothing, so it sends them as they are.
 * Only for JSON-safe data: strings, numbers, booleans, null, plain objects and arrays. A property
 * whose value is undefined is left out, which reads back the same.
 */
declare const jsonOf: unique symbol;

/** JSON text of a `T`, branded so that only `toJsonText` makes one and it reads back as a `T`. */
export type JsonText<T> = string & { readonly [jsonOf]: T };

export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

export const fromJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;
