import type { FormattedHours } from "@/lib/console/psc/hours";

/** Opening hours (formatted with the results, on the server), one line per weekday, folded away so thirty results stay scannable. */
export function PscHours({ hours: formatted }: { hours: FormattedHours }) {
  if (formatted.kind === "unpublished") return <p className="text-xs text-muted-foreground">Hours not published</p>;
  if (formatted.kind === "raw") return <p className="text-xs break-words">Hours: {formatted.text}</p>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted-foreground select-none">Opening hours</summary>
      <dl className="mt-1 grid grid-cols-[3rem_1fr] gap-x-2 gap-y-0.5">
        {formatted.lines.map((line) => (
          <div key={line.day} className="contents">
            <dt className="font-medium">{line.day}</dt>
            <dd className={line.text === "Closed" ? "text-muted-foreground" : undefined}>{line.text}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
