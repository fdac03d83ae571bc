/**
 * The booking form's address: every line a string (inputs never hold null), unit and access
 * notes empty until staff add them. Prefilled from the patient's details or the order.
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

export function bookingAddressOf(address: AnyAddress | null | undefined): BookingAddress {
  return {
    first_line: address?.first_line ?? "",
    second_line: address?.second_line ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    zip_code: address?.zip_code ?? "",
    unit: address?.unit ?? "",
    access_notes: address?.access_notes ?? "",
  };
}
