"use client";

import * as React from "react";
import { useRouter } from "next/navigation";

import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf, type Failure } from "@/lib/console/action-failure";
import { DateTimeText } from "@/components/time/date-time-text";
import { browserZone, useViewerZone, useViewerZoneSource } from "@/components/time/viewer-zone";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/toast";
import { TimeZoneCombobox } from "@/components/users/time-zone-combobox";
import { setTimeZonePreferenceAction } from "@/lib/console/actions/preferences";

const noSubscribe = () => () => {};

/**
 * The member's own time zone. Empty means "my browser's zone", which follows the computer (a
 * laptop taken abroad); a chosen zone holds on every computer. The server checks the name, so a
 * typed zone it does not know is refused next to the field and stays as typed.
 */
export function TimeZonePreferenceForm({ saved, example }: { saved: string | null; example: string }) {
  const router = useRouter();
  const inUse = useViewerZone();
  const source = useViewerZoneSource();
  const browser = React.useSyncExternalStore(noSubscribe, browserZone, () => null);
  const [value, setValue] = React.useState<string | null>(saved);
  const [error, setError] = React.useState<string | null>(null);
  const [failure, setFailure] = React.useState<Failure | null>(null);
  const [pending, startTransition] = React.useTransition();
  const emptyLabel = `Your browser’s zone${browser ? ` (${browser})` : ""}`;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await setTimeZonePreferenceAction({ timeZone: value });
      if (!result.ok) {
        setError(result.fieldErrors?.timeZone ?? null);
        setFailure(result.fieldErrors?.timeZone ? null : failureOf(result));
        return;
      }
      setError(null);
      setFailure(null);
      setValue(result.data.timeZone);
      toast.success(
        result.data.timeZone ? `Times now show in ${result.data.timeZone}.` : "Times now follow your browser’s zone.",
      );
      router.refresh();
    });
  };

  return (
    <form onSubmit={save} className="flex max-w-xl flex-col gap-4" aria-label="Time zone preference">
      <p className="text-sm" data-testid="zone-in-use">
        Times are shown in <strong>{inUse}</strong> ({source === "preference" ? "your choice" : "your browser’s zone"}).
        For example, this page was loaded at <DateTimeText value={example} />.
      </p>
      <FormField
        label="Time zone"
        description="Leave on your browser’s zone to follow the computer you use; choose one to keep it everywhere."
        error={error}
      >
        {(control) => (
          <TimeZoneCombobox
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            control={control}
            emptyLabel={emptyLabel}
          />
        )}
      </FormField>
      <FailureAlert failure={failure} />
      <div>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving…" : "Save time zone"}
        </Button>
      </div>
    </form>
  );
}
