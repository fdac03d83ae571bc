import type { PscAreaForm } from "./schemas";
import type { PscParams } from "@/lib/console/psc/params";

/**
 * The URL state as the search form's values. On its own so the form has it up front without the
 * schemas (and zod) or the URL parsers (and their copy of nuqs), which both load later.
 */
export const areaFormValues = (p: PscParams): PscAreaForm => ({
  zip_code: p.zip,
  lab_id: p.lab,
  radius: p.radius,
  capabilities: p.caps,
  lab_account_id: p.account,
});
