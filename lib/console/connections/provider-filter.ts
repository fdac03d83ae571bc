import { OAUTH_PROVIDERS, SOURCE_TYPES } from "@/lib/contract/enums";
import type { ProviderView as Provider } from "@/lib/service/read/providers";
import { firstParam } from "@/lib/url-state/first-param";

/** Pure helpers of the provider catalogue page, kept apart so they are unit-tested. */

export const SOURCE_TYPE_OPTIONS = SOURCE_TYPES;

export const isOauthProvider = (slug: string): slug is (typeof OAUTH_PROVIDERS)[number] =>
  (OAUTH_PROVIDERS as readonly string[]).includes(slug);

/** A source_type from the URL: one of the interface's values, or none (unknown values are dropped). */
export function sourceTypeParam(value: string | string[] | undefined): string | null {
  const one = firstParam(value);
  return one && (SOURCE_TYPES as readonly string[]).includes(one) ? one : null;
}

/** Case-insensitive search over name, slug and description; every word must match somewhere. */
export function searchProviders<P extends Pick<Provider, "name" | "slug" | "description">>(
  providers: readonly P[],
  query: string,
): P[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...providers];
  return providers.filter((p) => {
    const text = `${p.name} ${p.slug} ${p.description}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
