"use client";

import * as React from "react";
import { Slot } from "radix-ui";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** Props a control needs to be tied to its label, description and error, so assistive technology announces all three with the control. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
};

export type FormFieldProps = {
  label: React.ReactNode;
  /** Form libraries and server actions hand back either one message or a list of them. */
  error?: string | readonly string[] | null;
  description?: React.ReactNode;
  required?: boolean;
  /** Use a known id (e.g. to focus the first invalid field); otherwise one is generated. */
  id?: string;
  /** "horizontal" puts the control before the label, for checkboxes and switches. */
  orientation?: "vertical" | "horizontal";
  className?: string;
  /**
   * One element that accepts the control props (Input, Textarea, Checkbox), or a function for
   * compound controls where they belong on an inner part, e.g. `<SelectTrigger {...p}>`.
   */
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
};

function messagesOf(error: FormFieldProps["error"]): string[] {
  if (!error) return [];
  return (typeof error === "string" ? [error] : [...error]).filter((m) => m.length > 0);
}

export function FormField({
  label,
  error,
  description,
  required,
  id,
  orientation = "vertical",
  className,
  children,
}: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const messages = messagesOf(error);
  const invalid = messages.length > 0;

  const control: FieldControlProps = {
    id: controlId,
    "aria-invalid": invalid || undefined,
    "aria-describedby":
      [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(" ") || undefined,
    "aria-required": required || undefined,
  };
  const rendered = typeof children === "function" ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>;
  const labelNode = (
    <Label htmlFor={controlId} className={cn(invalid && "text-destructive")}>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );

  return (
    // content-start: in a row of fields the tallest (one showing an error) sets the row's height,
    // and the others keep label and input at the top instead of spreading them over it.
    <div
      data-slot="form-field"
      data-invalid={invalid || undefined}
      className={cn("grid content-start gap-2", className)}
    >
      {orientation === "horizontal" ? (
        <div className="flex items-center gap-2">
          {rendered}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {rendered}
        </>
      )}
      {description ? <FieldDescription id={descriptionId}>{description}</FieldDescription> : null}
      <FieldError id={errorId} messages={messages} />
    </div>
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

/**
 * Always mounted, even when empty: a live region only announces changes to a node that was
 * already in the document, so creating it together with the message would be silent. While
 * empty it is `sr-only` (out of the grid flow) rather than hidden, which would drop it from
 * the accessibility tree.
 */
export function FieldError({
  id,
  messages,
  className,
}: {
  id: string;
  messages: readonly string[];
  className?: string;
}) {
  return (
    <div
      id={id}
      data-slot="field-error"
      aria-live="polite"
      aria-atomic="true"
      className={cn("text-sm text-destructive empty:sr-only", className)}
    >
      {messages.map((message, i) => (
        <p key={`${i}:${message}`}>{message}</p>
      ))}
    </div>
  );
}
