/**
 * A button that copies a value to the clipboard, and an id shown with one. Plain markup with no
 * state of its own, so a table renders a hundred of them as cheaply as a hundred spans, on the
 * server or in a client component alike: the one `CopyOnClick` listener in the console's frame
 * does the copying, and the icon (copy, then a tick while copied) is drawn by CSS.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return <button type="button" className="copy-button" data-copy={value} aria-label={label} title={label} />;
}

/** An id in monospace with its copy button. */
export function CopyableId({ value, label }: { value: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <code className="font-mono text-xs break-all">{value}</code>
      <CopyButton value={value} label={label} />
    </span>
  );
}
