/**
 * The booking form's address: every line a string (inputs never hold null), access notes empty
 * until staff add them. Prefilled from the patient's details or the order.
 *
 * The service's address has both `second_line` and `unit`, and people put an apartment number in
 * either; the patient's details have only the second line. Asking for both side by side made staff
 * guess which to use, so the form asks once ("Apartment, suite or unit") and keeps the answer in
 * `second_line`, the line every address of the patient has. A unit a loaded address carries is
 * joined to that line rather than dropped, and `unit` is then sent empty, so nothing is said twice.
 */
export type BookingAddress = {
  first_line: string;
  second_line: string;
  city: string;
  state: string;
  zip_code: string;
  unit: string;
  access_notes: string;
};

type AnyAddress = {
  first_line?: string | null;
  second_line?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  unit?: string | null;
  access_notes?: string | null;
};

/** A bare "4B" reads as a unit only with its word; "Apt 4B", "Suite 200" or "#3" already say it. */
const NAMED_UNIT = /^(apt|apartment|unit|suite|ste|room|rm|floor|fl|bldg|building|#)\b|^#/i;

/** One line for the apartment, suite or unit: the second line, with a unit it does not already hold. */
export function secondLineWithUnit(secondLine: string | null | undefined, unit: string | null | undefined): string {
  const line = secondLine?.trim() ?? "";
  const u = unit?.trim() ?? "";
  if (!u || line.toLowerCase().includes(u.toLowerCase())) return line;
  const named = NAMED_UNIT.test(u) ? u : `Unit ${u}`;
  return line ? `${line}, ${named}` : named;
}

/** "ny" → "NY", so a code typed in lower case still selects its state; a full name is kept as it is. */
const stateCode = (state: string | null | undefined) => {
  const s = state?.trim() ?? "";
  return /^[a-z]{2}$/i.test(s) ? s.toUpperCase() : s;
};

export function bookingAddressOf(address: AnyAddress | null | undefined): BookingAddress {
  return {
    first_line: address?.first_line ?? "",
    second_line: secondLineWithUnit(address?.second_line, address?.unit),
    city: address?.city ?? "",
    state: stateCode(address?.state),
    zip_code: address?.zip_code ?? "",
    unit: "",
    access_notes: address?.access_notes ?? "",
  };
}
