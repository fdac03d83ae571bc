"use client";

import dynamic from "next/dynamic";
import { PlusIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";

const loadBody = () => import("./create-user-dialog-body");
// The dialog and its form (react-hook-form, the contract schema, zod) load on first use.
const CreateUserDialogBody = dynamic(() => loadBody().then((m) => m.CreateUserDialogBody), { ssr: false });

/** "Create user" on the user list. */
export function CreateUserDialog() {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button>
          <PlusIcon aria-hidden="true" />
          Create user
        </Button>
      }
    >
      {(dialog) => <CreateUserDialogBody {...dialog} />}
    </DeferredDialog>
  );
}
