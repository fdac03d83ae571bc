"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { PSC_CAPABILITIES } from "@/lib/contract/enums";
import { CAPABILITY_LABELS } from "@/lib/console/psc/capability-labels";
import type { PscCapability } from "@/lib/console/psc/params";

/** The capability multi-select: a group of checkboxes, kept in the enum's order. */
export function CapabilityCheckboxes({
  value,
  onChange,
}: {
  value: readonly PscCapability[];
  onChange: (next: PscCapability[]) => void;
}) {
  return (
    <fieldset className="grid gap-2 md:col-span-2 xl:col-span-3">
      <legend className="mb-2 text-sm font-medium">Required capabilities</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {PSC_CAPABILITIES.map((cap) => {
          const id = `psc-cap-${cap}`;
          return (
            <div key={cap} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={value.includes(cap)}
                onCheckedChange={(checked) =>
                  onChange(PSC_CAPABILITIES.filter((c) => (c === cap ? checked === true : value.includes(c))))
                }
              />
              <Label htmlFor={id} className="font-normal">
                {CAPABILITY_LABELS[cap]}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
