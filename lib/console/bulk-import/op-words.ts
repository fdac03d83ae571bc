import { labelOr } from "@/lib/labels";

/*
 * The words for a bulk operation's codes on the bulk import page. The interface shows neither
 * field's values; these are the real service's. Anything else is shown as sent.
 */

const TYPE_LABELS: Readonly<Record<string, string>> = { link_bulk_import: "Connection import" };

const STATUS_LABELS: Readonly<Record<string, string>> = {
  in_progress: "In progress",
  success: "Finished",
  failure: "Failed",
  aborted: "Aborted",
};

export const bulkOpTypeLabel = (type: string) => labelOr(TYPE_LABELS, type);
export const bulkOpStatusLabel = (status: string) => labelOr(STATUS_LABELS, status);
