import type { Metadata } from "next";

/**
 * The title of a user's pages. With a name, the user's own page is titled by it and every tab
 * puts its label before it; the template the console already applies ("%s · Labdesk") wraps both.
 * Without one they read as before: "User", and each tab by its label alone.
 */
export function userPageTitle(name: string | null, inheritedTemplate: string | null): NonNullable<Metadata["title"]> {
  const outer = inheritedTemplate ?? "%s";
  if (!name) return { default: "User", template: outer };
  return { default: name, template: outer.split("%s").join(`%s · ${name}`) };
}
