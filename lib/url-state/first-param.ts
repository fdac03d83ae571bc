/** The first value of a search param that may repeat (`?a=1&a=2` → "1"); undefined when absent. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
