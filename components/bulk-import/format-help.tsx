import { MAX_IMPORT_ROWS } from "@/lib/console/bulk-import/rows";

const COLUMNS: { name: string; required?: true; about: string }[] = [
  { name: "user_id", required: true, about: "The service's id of the user (a UUID), not your client_user_id." },
  { name: "access_token", required: true, about: "The OAuth access token your own app holds for that user." },
  { name: "refresh_token", about: "The matching refresh token, so the service can keep the connection alive." },
  { name: "provider_id", about: "The user's id at the provider." },
  {
    name: "expires_at",
    about:
      "When the access token expires, in Unix seconds (1924992000). ISO dates such as 2031-01-01 or 2031-01-01T12:00:00Z are accepted too and converted; a time without a zone is read as UTC.",
  },
  {
    name: "oauth_scopes",
    about: 'The scopes granted, separated by spaces, commas or semicolons, or as a JSON list (["activity","sleep"]).',
  },
];

/** The file format, on the page where the file is chosen: what each column means and takes. */
export function FormatHelp() {
  return (
    <section aria-labelledby="format-heading" className="grid max-w-4xl gap-2 rounded-md border p-4 text-sm">
      <h2 id="format-heading" className="font-semibold">
        File format
      </h2>
      <p className="text-muted-foreground">
        A CSV file with a header row, or a JSON list of objects with the same fields; one provider per file, one row per
        user, at most {MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. Columns may come in any order; empty cells are
        left out.
      </p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
        {COLUMNS.map((c) => (
          <div key={c.name} className="contents">
            <dt className="font-mono text-xs leading-5">
              {c.name}
              {c.required ? <span className="text-muted-foreground"> (required)</span> : null}
            </dt>
            <dd className="text-muted-foreground">{c.about}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
