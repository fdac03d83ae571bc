import type { ExternalToast } from "sonner";

/*
 * `toast.success` / `toast.error` without sonner in any page's first-load JavaScript: sonner is
 * fetched with the Toaster just after the page starts (components/ui/toaster.tsx), and a toast
 * raised before the Toaster subscribed is replayed by sonner when it does. Use this, not
 * `import { toast } from "sonner"`, in components.
 */
const sonner = () => import("sonner");

export const toast = {
  success(message: string, options?: ExternalToast) {
    void sonner().then((m) => m.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast) {
    void sonner().then((m) => m.toast.error(message, options));
  },
};
