"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Turns a plain click on a `PlainLink` into a client-side navigation, from one listener on the
 * document. Whatever a browser does with a link by itself is left to it: a modified or middle
 * click (new tab or window), a download, another target or another origin.
 */
export function PlainLinkNavigation() {
  const router = useRouter();

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-plain-link]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);

  return null;
}
