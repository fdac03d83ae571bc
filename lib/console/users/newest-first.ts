/**
 * The service lists users oldest first, by offset, and cannot reverse the order. Newest first is
 * the same list read from its end: page n of newest-first is the slice that ends `offset` rows
 * before the last one, read and then turned around. Pure, for the loader and its tests.
 */

/** The service slice holding a newest-first page, given how many users there are. */
export function newestFirstWindow(total: number, page: { offset: number; limit: number }) {
  const end = total - page.offset;
  // Past the end (an old link after users were removed): a slice past the last row, which is empty.
  if (end <= 0) return { offset: total, limit: page.limit };
  const start = Math.max(0, end - page.limit);
  return { offset: start, limit: end - start };
}
