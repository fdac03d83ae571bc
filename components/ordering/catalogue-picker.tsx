"use client";

import { useEffect, useState } from "react";

import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { FieldError } from "@/components/ui/form-field";
import { failureOf, failureText, type Failure } from "@/lib/console/action-failure";
import { searchLabTestsAction } from "@/lib/console/actions/ordering";
import type { CatalogueEntry, CatalogueFound, CatalogueOption } from "@/lib/console/orders/catalogue-entries";
import { CatalogueEntryText, METHOD_DESCRIPTIONS, methodDescription, priceText } from "./catalogue-entry-text";

/** How long typing may pause before the catalogue is searched. */
const SEARCH_DELAY_MS = 200;

type Results =
  | { status: "loading"; found: CatalogueFound | null }
  | { status: "ready"; found: CatalogueFound }
  | {
      status: "failed";
      failure: Failure;
    };

/**
 * The catalogue, searched on the server as the person types (name, lab or marker), narrowed to a
 * collection method if they like; then the chosen test's ways of collecting, each with its price.
 * The chosen entry stays listed first while other searches run, so the choice never disappears.
 */
export function CataloguePicker({
  chosen,
  labTestId,
  onChoose,
  testError,
  methodError,
}: {
  chosen: CatalogueEntry | null;
  labTestId: string;
  onChoose: (entry: CatalogueEntry, option: CatalogueOption | null) => void;
  testError?: string;
  methodError?: string;
}) {
  const [q, setQ] = useState("");
  const [method, setMethod] = useState("");
  const [attempt, setAttempt] = useState(0);
  const [results, setResults] = useState<Results>({ status: "loading", found: null });

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      searchLabTestsAction({ q, method: method || undefined }).then(
        (r) =>
          live && setResults(r.ok ? { status: "ready", found: r.data } : { status: "failed", failure: failureOf(r) }),
        () =>
          live &&
          setResults({
            status: "failed",
            failure: {
              kind: "unavailable",
              message: "Could not reach the console to search the catalogue; try again.",
              requestId: "—",
            },
          }),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, method, attempt]);

  // What was found stays listed, marked as being searched again, until the new answer arrives.
  const searching = () => setResults((r) => ({ status: "loading", found: r.status === "failed" ? null : r.found }));
  const found = results.status === "failed" ? null : results.found;
  const listed = found?.entries ?? [];
  const entries = chosen && !listed.some((e) => e.key === chosen.key) ? [chosen, ...listed] : listed;
  const choose = (entry: CatalogueEntry) =>
    onChoose(
      entry,
      entry.options.find((o) => o.method === method) ?? (entry.options.length === 1 ? entry.options[0]! : null),
    );

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Lab test</legend>
        <div className="grid gap-2 sm:grid-cols-[1fr_14rem]">
          <Input
            type="search"
            aria-label="Search the lab test catalogue"
            placeholder="Test, lab or marker (e.g. glucose)"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              searching();
            }}
          />
          <NativeSelect
            aria-label="Collected by"
            value={method}
            onChange={(e) => {
              setMethod(e.target.value);
              searching();
            }}
          >
            <option value="">Any way of collecting</option>
            {Object.entries(METHOD_DESCRIPTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {results.status === "loading"
            ? "Searching the catalogue…"
            : found
              ? `${found.total} ${found.total === 1 ? "test matches" : "tests match"}${found.total > listed.length ? `; the first ${listed.length} are shown` : ""}`
              : null}
        </p>
        {results.status === "failed" ? (
          <p className="text-sm text-destructive">
            {failureText(results.failure)}{" "}
            <button
              type="button"
              className="underline underline-offset-4"
              onClick={() => {
                searching();
                setAttempt((n) => n + 1);
              }}
            >
              Search again
            </button>
          </p>
        ) : null}
        <div
          role="radiogroup"
          aria-label="Lab tests"
          aria-invalid={testError ? true : undefined}
          className="max-h-72 divide-y overflow-y-auto rounded-md border"
        >
          {entries.map((entry) => (
            <label key={entry.key} className="flex cursor-pointer gap-3 p-3 hover:bg-muted/50 has-checked:bg-accent">
              <input
                type="radio"
                name="catalogue-entry"
                className="mt-1 accent-primary"
                checked={chosen?.key === entry.key}
                onChange={() => choose(entry)}
              />
              <CatalogueEntryText entry={entry} />
            </label>
          ))}
          {results.status === "ready" && entries.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">No test matches: try fewer or other words.</p>
          ) : null}
        </div>
        <FieldError id="lab-test-error" messages={testError ? [testError] : []} />
      </fieldset>
      {chosen ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">How the sample is collected</legend>
          <div role="radiogroup" aria-label="Collection method" className="flex flex-wrap gap-2">
            {chosen.options.map((o) => (
              <label
                key={o.labTestId}
                className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
              >
                <input
                  type="radio"
                  name="collection-method"
                  className="accent-primary"
                  checked={labTestId === o.labTestId}
                  onChange={() => onChoose(chosen, o)}
                />
                {methodDescription(o.method)}
                {o.price !== null ? <span className="text-muted-foreground">{priceText(o.price)}</span> : null}
              </label>
            ))}
          </div>
          <FieldError id="collection-method-error" messages={methodError ? [methodError] : []} />
        </fieldset>
      ) : null}
    </div>
  );
}
