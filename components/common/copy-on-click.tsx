"use client";

import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";

const SHOWN_MS = 1500;

/**
 * Copies for every `CopyButton` on the page, from one click listener on the document, so a button
 * needs no component of its own (dialogs render in portals, which the document still sees). The
 * clipboard API exists only in secure contexts (https or localhost); elsewhere the toast says so
 * instead of failing silently. "Copied" is announced once, from this one live region.
 */
export function CopyOnClick() {
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    let clear: ReturnType<typeof setTimeout> | undefined;
    function onClick(event: MouseEvent) {
      const button = event.target instanceof Element ? event.target.closest("button[data-copy]") : null;
      if (!(button instanceof HTMLButtonElement)) return;
      // Called before any await: the clipboard needs the click's user activation.
      const written = navigator.clipboard?.writeText(button.dataset.copy ?? "");
      if (!written) return failed();
      written.then(() => {
        button.dataset.copied = "";
        setTimeout(() => delete button.dataset.copied, SHOWN_MS);
        setAnnouncement("Copied");
        clearTimeout(clear);
        clear = setTimeout(() => setAnnouncement(""), SHOWN_MS);
      }, failed);
    }
    function failed() {
      toast.error("Could not copy: the browser blocked the clipboard. Select the text and copy it instead.");
    }
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      clearTimeout(clear);
    };
  }, []);

  return (
    <span className="sr-only" aria-live="polite">
      {announcement}
    </span>
  );
}
