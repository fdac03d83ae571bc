"use client";

import dynamic from "next/dynamic";
import { PlusIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./create-staff-dialog-body");
// The dialog and its form (react-hook-form, the staff schema, zod) load on first use.
const CreateStaffDialogBody = dynamic(() => loadBody().then((m) => m.CreateStaffDialogBody), { ssr: false });

/** "Add staff member" on the staff page. */
export function CreateStaffDialog() {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button size="sm" className="h-8">
          <PlusIcon aria-hidden="true" />
          Add staff member
        </Button>
      }
    >
      {(dialog) => <CreateStaffDialogBody {...dialog} />}
    </DeferredDialog>
  );
}
