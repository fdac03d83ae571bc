/**
 * `build(handle)`, made on the first call for each handle and kept for as long as the handle
 * lives: for the prepared statements and clients that belong to one database handle. Tests open
 * many handles, so the values are keyed by the handle itself, not kept once per process.
 */
export function oncePerHandle<H extends object, V>(build: (handle: H) => V): (handle: H) => V {
  const byHandle = new WeakMap<H, V>();
  return (handle) => {
    let value = byHandle.get(handle);
    if (!value) byHandle.set(handle, (value = build(handle)));
    return value;
  };
}
