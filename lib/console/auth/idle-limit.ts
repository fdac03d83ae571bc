/**
 * The idle limit in words, for the idle warning in every console page and the sign-in notice.
 * Kept apart from the sign-in schema so the console shell does not ship zod to the browser.
 */

/** "15 minutes", "1 minute", or seconds when the limit is not a whole number of minutes. */
export function describeIdleLimit(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
