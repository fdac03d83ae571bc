import type { Permission } from "@/lib/console/permissions";

/**
 * The field policy: which fields of the interface's answers identify, contact or describe a
 * patient, and which permission reveals each. Data, not code: every door (page loaders, the API
 * reference's try-it, exports, PDFs) asks lib/console/field-policy with it, and a test generated
 * from the OpenAPI document checks that every answer of every door keeps to it for every role.
 *
 * Resources are the OpenAPI schema names the contract gives its zod schemas (`.openapi("Order")`);
 * a field is a dotted path inside one resource, through its inline objects and lists. A field
 * hidden from a role is hidden with everything under it; a field inside one a role may see can be
 * held back further (the receiver's name inside an address ops may see).
 */

/** Kinds of patient information, each revealed by one permission. */
export const REVEALED_BY = {
  name: "patient.read",
  birth_date: "patient.read",
  email: "patient.read",
  /** Sex, gender identity, race, ethnicity, sexual orientation. */
  demographics: "patient.read",
  /** A medical proxy or guarantor: another person's details, kept with the patient's. */
  proxy: "patient.read",
  /** Lab results and what the lab's report says about the patient. */
  results: "patient.read",
  /** Free text a team writes on an order: it can say anything about the patient. */
  order_notes: "patient.read",
  /** What a blood draw at home needs, which is why ops may see it. */
  phone: "patient.contact.read",
  address: "patient.contact.read",
  /** Notes for the phlebotomist (access, the appointment's events and notes). */
  visit_notes: "patient.contact.read",
  /** Wearable data (steps): health data of one person, read for the charts. */
  activity: "steps.read",
} as const satisfies Record<string, Permission>;

export type PatientInfoKind = keyof typeof REVEALED_BY;
export const PATIENT_INFO_KINDS = Object.keys(REVEALED_BY) as PatientInfoKind[];

type Fields = Readonly<Record<string, PatientInfoKind>>;

/** Per resource: its classified fields. */
export const FIELD_POLICY: Readonly<Record<string, Fields>> = {
  User: { fallback_birth_date: "birth_date" },
  UserInfo: {
    first_name: "name",
    last_name: "name",
    email: "email",
    phone_number: "phone",
    gender: "demographics",
    dob: "birth_date",
    address: "address",
    medical_proxy: "proxy",
    race: "demographics",
    ethnicity: "demographics",
    sexual_orientation: "demographics",
    gender_identity: "demographics",
  },
  Order: {
    "patient_details.first_name": "name",
    "patient_details.last_name": "name",
    "patient_details.dob": "birth_date",
    "patient_details.gender": "demographics",
    "patient_details.email": "email",
    "patient_details.phone_number": "phone",
    patient_address: "address",
    notes: "order_notes",
  },
  // Inside an order's address, which ops see: the person receiving a kit and their phone.
  OrderPatientAddress: { receiver_name: "name", phone_number: "phone" },
  ClientFacingAppointment: {
    address: "address",
    // The draw's coordinates are the patient's home.
    location: "address",
    appointment_notes: "visit_notes",
    event_data: "visit_notes",
  },
  ClientFacingAppointmentEvent: { data: "visit_notes" },
  GroupedTimeseriesResponse: { groups: "activity" },
  LabResultsRaw: { metadata: "results", results: "results", missing_results: "results" },
  LabResultsMetadata: {
    patient: "name",
    dob: "birth_date",
    age: "birth_date",
    patient_id: "results",
    specimen_number: "results",
    account_id: "results",
    date_reported: "results",
    date_collected: "results",
    date_received: "results",
    interpretation: "results",
  },
  // A search by order measures from the patient's home: the distances place it.
  LabLocation: { distance: "address" },
};

/**
 * Fields that look like patient information by their name but are not about the patient, each
 * with the reason. The generated test refuses a look-alike that is in neither list.
 */
export const NOT_ABOUT_THE_PATIENT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Order: {
    "physician.first_name": "the ordering physician",
    "physician.last_name": "the ordering physician",
  },
  LabLocationMetadata: {
    first_line: "a service center's public address",
    second_line: "a service center's public address",
    zip_code: "a service center's public address",
    phone_number: "a service center's public phone",
    fax_number: "a service center's public fax",
    hours: "a service center's opening hours, in whatever form the service sends them",
  },
  LabLocation: { location: "a service center's coordinates" },
  PscLngLat: { lng: "a service center's coordinates", lat: "a service center's coordinates" },
  PscInfo: { patient_service_centers: "the places patients walk in to: public service centers" },
  Lab: { first_line_address: "a laboratory's public address" },
  DaySlots: { location: "the draw provider's service area offering the slots" },
  SourceLink: { form_components: "the sign-in form a provider asks for, the same for every user" },
};

/** The field of a resource that names its patient: a grant for one patient widens only there. */
export const PATIENT_KEY: Readonly<Record<string, string>> = {
  User: "user_id",
  Order: "user_id",
  ClientFacingAppointment: "user_id",
};

/**
 * Documents cannot be filtered, so a role gets one only if it may see everything the document
 * prints. Keyed by what the console calls them; the interface's operations that answer with them
 * are listed with the document.
 */
export const DOCUMENTS = {
  requisition: {
    prints: ["name", "birth_date", "demographics", "phone", "email", "address"],
    operations: ["/v3/order/{order_id}/requisition/pdf"],
  },
  lab_report: {
    prints: ["name", "birth_date", "address", "results"],
    operations: ["/v3/order/{order_id}/result/pdf"],
  },
} as const satisfies Record<string, { prints: readonly PatientInfoKind[]; operations: readonly string[] }>;
export type DocumentName = keyof typeof DOCUMENTS;

/**
 * A property the contract does not declare (a newer service's field) could hold anything, so it
 * is held like a name: only roles that read the full patient record see it.
 */
export const UNDECLARED_FIELD: PatientInfoKind = "name";
