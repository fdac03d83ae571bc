/**
 * Makes `instanceof` recognise a class's instances made by any copy of its module. Next.js can
 * load one module once per bundle layer (instrumentation, route handlers, server components,
 * server actions), and objects kept on `globalThis` (the service client, the database handles)
 * are built by whichever layer asks first. Their errors then come from that layer's copy of the
 * class, and a plain `instanceof` in another layer answers false: a 404 meant "not booked yet"
 * escaped the page that checked for it. The mark is a registered symbol on the prototype, so
 * every copy reads the same one; subclasses inherit it.
 */
export function recognisedAcrossCopies<C extends abstract new (...args: never[]) => object>(ctor: C, name: string): C {
  const mark = Symbol.for(`labdesk.class.${name}`);
  Object.defineProperty(ctor.prototype, mark, { value: true });
  Object.defineProperty(ctor, Symbol.hasInstance, {
    value: (value: unknown) =>
      typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[mark] === true,
  });
  return ctor;
}
