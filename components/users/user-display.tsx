import type { BirthDateView, ConnectedSourceView } from "@/lib/console/users/user-view";
import { birthDateText } from "@/lib/console/users/user-view";
import { providerLogoPath } from "@/lib/console/providers/logo-path";

/*
 * Small read-only pieces shared by the users table and the user overview. No hooks, so they
 * render on the server in the overview and inside client cells in the table alike.
 */

/** The fallback birth date, or the mask for roles that may not see it (the value never arrived). */
export function BirthDateText({ value }: { value: BirthDateView }) {
  if (value.state === "masked") {
    return (
      <span title="Hidden for your role" className="whitespace-nowrap text-muted-foreground" data-masked="true">
        <span aria-hidden="true">{birthDateText(value)}</span>
        <span className="sr-only">Hidden for your role</span>
      </span>
    );
  }
  return <span className="tabular-nums">{birthDateText(value)}</span>;
}

/** A provider's logo with its name as alt text and tooltip; the name itself when there is no logo. */
export function SourceLogo({ source, size = 20 }: { source: ConnectedSourceView; size?: number }) {
  if (!source.logo) {
    return (
      <span title={source.name} className="rounded border px-1 text-xs">
        {source.name}
      </span>
    );
  }
  return (
    // The console serves the logo from its own origin, wherever the service keeps it; next/image
    // adds nothing for a 20 px icon.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={providerLogoPath(source.slug)}
      alt={source.name}
      title={source.name}
      width={size}
      height={size}
      loading="lazy"
      className="rounded-sm"
    />
  );
}

export function SourceLogos({ sources }: { sources: readonly ConnectedSourceView[] }) {
  if (sources.length === 0) return <span className="text-muted-foreground">None</span>;
  return (
    <ul className="flex flex-wrap items-center gap-1" aria-label={`${sources.length} connected`}>
      {sources.map((source) => (
        <li key={source.slug}>
          <SourceLogo source={source} />
        </li>
      ))}
    </ul>
  );
}

/** A value or an em dash, so empty cells read the same everywhere. */
export function OrDash({ value }: { value: string | null | undefined }) {
  return value ? <>{value}</> : <span className="text-muted-foreground">—</span>;
}
