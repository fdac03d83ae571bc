"use client";

import dynamic from "next/dynamic";
import { LinkIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DeferredDialog } from "@/components/ui/deferred-dialog";
import type { LinkOptions } from "@/lib/console/connections/load";

const loadBody = () => import("./link-token-dialog-body");
// The dialog and its form (react-hook-form, the link schema, zod) load on first use.
const LinkTokenDialogBody = dynamic(() => loadBody().then((m) => m.LinkTokenDialogBody), { ssr: false });

/** Create link: options → the hosted link page URL with copy, a QR code and how long it lasts. */
export function LinkTokenDialog({ userId, options }: { userId: string; options: LinkOptions }) {
  return (
    <DeferredDialog
      preload={loadBody}
      trigger={
        <Button>
          <LinkIcon aria-hidden="true" />
          Create link
        </Button>
      }
    >
      {(dialog) => <LinkTokenDialogBody {...dialog} userId={userId} options={options} />}
    </DeferredDialog>
  );
}
