/** A patient-details body (PATCH /v2/user/{id}/info) for a person of the given name. */
export const patientDetails = (firstName: string, lastName: string) => ({
  first_name: firstName,
  last_name: lastName,
  email: "p@example.org",
  phone_number: "+14155550123",
  gender: "female",
  dob: "1980-04-02",
  address: { first_line: "1 Main St", second_line: null, city: "Springfield", state: "IL", zip_code: "62701" },
});

/** One patient's own fields (no address, proxy or demographics), shared by the patient-detail read and write tests. */
export const MARIA_LOPEZ = {
  first_name: "Maria",
  last_name: "Lopez",
  email: "maria@example.com",
  phone_number: "+15125550142",
  gender: "female",
  dob: "1980-05-01",
} as const;
