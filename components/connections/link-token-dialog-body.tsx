"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { ExternalLinkIcon } from "lucide-react";

import { ActionFailureAlert, applyFieldErrors } from "@/components/common/action-feedback";
import { failureOf } from "@/lib/console/action-failure";
import { Button } from "@/components/ui/button";
import type { DeferredDialogProps } from "@/components/ui/deferred-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { createLinkTokenAction } from "@/lib/console/actions/connections";
import type { LinkOptions } from "@/lib/console/connections/load";
import { linkTokenDefaults, linkTokenFormSchema } from "@/lib/console/connections/schemas";
import { redirectUrl } from "@/lib/contract/link";
import { LINK_CODE_TRIGGER_ID } from "./link-code-trigger";
import { CheckboxField, MobileOnlyNote, ProviderChecklist } from "./link-token-fields";
import { NativeSelect } from "@/components/ui/native-select";
import { SecretValue } from "@/components/common/secret-value";
import { QrImage } from "./qr-image";
import { CreateFooter, DoneFooter, ShowOnceDialog, useShowOnce } from "./show-once-dialog";

type Created = { linkWebUrl: string; qr: string; lifetime: string };
const FIELDS = ["provider", "redirectUrl", "filterOnProviders", "onErrorRedirect", "onCloseRedirect"] as const;

/** Create link: options → the hosted link page URL with copy, a QR code and how long it lasts. */
export function LinkTokenDialogBody({
  userId,
  options: { providers, mobileOnly },
  open,
  onOpenChange: setOpen,
  onCloseAutoFocus,
}: { userId: string; options: LinkOptions } & DeferredDialogProps) {
  // The body renders only in the browser, so the page's own address is known here.
  const returnUrl = `${window.location.origin}/users/${encodeURIComponent(userId)}/connections`;
  const form = useForm({
    resolver: zodResolver(linkTokenFormSchema),
    defaultValues: linkTokenDefaults(userId, returnUrl),
  });
  // Closing forgets the link: it cannot be shown again, only a new one created.
  const { created, setCreated, failure, setFailure, onOpenChange, close } = useShowOnce<Created>(setOpen, () =>
    form.reset(linkTokenDefaults(userId, returnUrl)),
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
  const [redirect, limit] = useWatch({ control: form.control, name: ["redirectUrl", "limitProviders"] });
  const redirectValid = redirect !== "" && redirectUrl.safeParse(redirect).success;
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

  // Without a redirect URL the switches mean nothing to the service, so they are cleared too.
  const redirectField = form.register("redirectUrl", {
    onChange: (event: { target: { value: string } }) => {
      if (!redirectUrl.safeParse(event.target.value).success) {
        form.setValue("onErrorRedirect", false);
        form.setValue("onCloseRedirect", false);
      }
    },
  });

  function returnHere() {
    form.setValue("redirectUrl", returnUrl, { shouldValidate: true });
  }

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
            label="Redirect URL"
            error={errors.redirectUrl?.message}
            description="Where the hosted page sends the person afterwards, with the result in its query."
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://example.com/connected"
              autoComplete="off"
              {...redirectField}
            />
          </FormField>
          <Button type="button" variant="link" className="-mt-2 h-auto justify-self-start p-0" onClick={returnHere}>
            Return to this page
          </Button>
          <CheckboxField control={form.control} name="limitProviders" label="Offer only some providers" />
          {limit ? (
            <ProviderChecklist control={form.control} providers={providers} error={errors.filterOnProviders?.message} />
          ) : null}
          <CheckboxField
            control={form.control}
            name="onErrorRedirect"
            label="On a sign-in error, redirect (on_error)"
            disabled={!redirectValid}
            hint={
              redirectValid
                ? "Password and email providers send errors to the redirect URL instead of showing them."
                : "Enter a valid redirect URL first."
            }
          />
          <CheckboxField
            control={form.control}
            name="onCloseRedirect"
            label="On close, redirect (on_close)"
            disabled={!redirectValid}
            hint={
              redirectValid
                ? "Closing the page sends the person to the redirect URL with error user_cancelled."
                : "Enter a valid redirect URL first."
            }
          />
          <ActionFailureAlert failure={failure} />
          <CreateFooter label="Create link" pending={isSubmitting} onCancel={close} />
        </form>
      )}
    </ShowOnceDialog>
  );
}
