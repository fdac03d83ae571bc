"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { ExternalLinkIcon } from "lucide-react";

import { applyFieldErrors } from "@/components/common/action-feedback";
import { FailureAlert } from "@/components/common/failure-alert";
import { failureOf } from "@/lib/console/action-failure";
import { Button } from "@/components/ui/button";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { createLinkTokenAction } from "@/lib/console/actions/connections";
import type { LinkOptions } from "@/lib/console/connections/load";
import {
  LINK_DESTINATIONS,
  linkTokenDefaults,
  linkTokenFormSchema,
  type LinkDestination,
} from "@/lib/console/connections/schemas";
import { LINK_CODE_TRIGGER_ID } from "./link-code-trigger";
import { CheckboxField, MobileOnlyNote, ProviderChecklist } from "./link-token-fields";
import { NativeSelect } from "@/components/ui/native-select";
import { SecretValue } from "@/components/common/secret-value";
import { QrImage } from "./qr-image";
import { CreateFooter, DoneFooter, ShowOnceDialog, useShowOnce } from "./show-once-dialog";

type Created = { linkWebUrl: string; qr: string; lifetime: string };
const FIELDS = [
  "provider",
  "destination",
  "redirectUrl",
  "filterOnProviders",
  "onErrorRedirect",
  "onCloseRedirect",
] as const;

/** Where the person goes when they finish, in a coordinator's words. */
const DESTINATION_LABELS: Record<LinkDestination, string> = {
  done: "A page saying they're connected (recommended)",
  console: "This user's page in Labdesk (you are with them, signed in)",
  url: "Another web address",
  none: "Nowhere: they stay on the link page",
};

const DESTINATION_HINTS: Record<LinkDestination, string> = {
  done: "A plain page that tells the person what happened and that they can close it. It needs no sign-in and shows no names or ids.",
  console:
    "Only for connecting together at a computer signed in to Labdesk: anyone else is asked to sign in to a staff console.",
  url: "For your own app or website; the result is added to the address.",
  none: "The link page shows its own short message at the end.",
};

/** Create link: options → the hosted link page URL with copy, a QR code and how long it lasts. */
export function LinkTokenDialogBody({
  userId,
  options: { providers, mobileOnly },
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: { userId: string; options: LinkOptions } & DeferredDialogProps) {
  const form = useForm({
    resolver: zodResolver(linkTokenFormSchema),
    defaultValues: linkTokenDefaults(userId),
  });
  // Closing forgets the link: it cannot be shown again, only a new one created.
  const { created, setCreated, failure, setFailure, onOpenChange, close } = useShowOnce<Created>(setOpen, () =>
    form.reset(linkTokenDefaults(userId)),
  );
  // "Create a link code instead": once this dialog has closed, the code dialog opens where focus would return.
  const toCode = useRef(false);
  const closeAutoFocus = (event: Event) => {
    const trigger = toCode.current ? document.getElementById(LINK_CODE_TRIGGER_ID) : null;
    toCode.current = false;
    if (!trigger) return onCloseAutoFocus(event);
    event.preventDefault();
    trigger.click();
  };
  const switchToCode = () => {
    toCode.current = true;
    close();
  };
  const [destination, limit] = useWatch({ control: form.control, name: ["destination", "limitProviders"] });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await createLinkTokenAction(values);
    if (!result.ok) {
      if (!applyFieldErrors(form, result, FIELDS)) setFailure(failureOf(result));
      return;
    }
    setCreated(result.data);
  });

  return (
    <ShowOnceDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={closeAutoFocus}
      className="sm:max-w-lg"
      title={created ? "Link created" : "Create link"}
      description={
        created
          ? "Send this link to the person, or let them scan the code. It opens the hosted page where they connect a provider."
          : "A link to the hosted page where the person connects a device or app."
      }
    >
      {created ? (
        <div className="grid gap-4">
          <SecretValue label="Link URL" value={created.linkWebUrl} description={created.lifetime} />
          <div className="flex flex-wrap items-start gap-4">
            <QrImage src={created.qr} label="QR code of the link URL" />
            <Button asChild variant="outline">
              <a href={created.linkWebUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLinkIcon aria-hidden="true" />
                Open link
              </a>
            </Button>
          </div>
          <DoneFooter onDone={close} />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="Provider"
            error={errors.provider?.message}
            description="Go straight to one provider's sign-in, or let the person choose."
          >
            <NativeSelect {...form.register("provider")}>
              <option value="">Let the person choose</option>
              {providers.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <MobileOnlyNote providers={mobileOnly} onUseCode={switchToCode} />
          <FormField
            label="When they finish, send them to"
            error={errors.destination?.message}
            description={DESTINATION_HINTS[destination]}
          >
            <NativeSelect {...form.register("destination")}>
              {LINK_DESTINATIONS.map((d) => (
                <option key={d} value={d}>
                  {DESTINATION_LABELS[d]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {destination === "url" ? (
            <FormField label="Web address" required error={errors.redirectUrl?.message}>
              <Input
                type="url"
                inputMode="url"
                placeholder="https://example.com/connected"
                autoComplete="off"
                {...form.register("redirectUrl")}
              />
            </FormField>
          ) : null}
          <CheckboxField control={form.control} name="limitProviders" label="Offer only some providers" />
          {limit ? (
            <ProviderChecklist control={form.control} providers={providers} error={errors.filterOnProviders?.message} />
          ) : null}
          {/* Both switches only change where the person goes, so they are offered only when there is somewhere. */}
          {destination !== "none" ? (
            <>
              <CheckboxField
                control={form.control}
                name="onErrorRedirect"
                label="Also send them there if signing in to the app fails"
                hint="For apps they sign in to with a password or email. Unticked, the link page shows the problem and lets them try again."
              />
              <CheckboxField
                control={form.control}
                name="onCloseRedirect"
                label="Also send them there if they close the link page"
                hint="Unticked, closing leaves them on the link page with a short message."
              />
            </>
          ) : null}
          <FailureAlert failure={failure} />
          <CreateFooter label="Create link" pending={isSubmitting} onCancel={close} />
        </form>
      )}
    </ShowOnceDialog>
  );
}
