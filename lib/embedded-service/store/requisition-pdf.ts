import { inArray } from "drizzle-orm";
import type { Order } from "@/lib/contract/orders";
import type { ServiceDb } from "../db/client";
import { labTests } from "../db/schema";
import { getOrder } from "./orders";
import { patientZone, printedDay } from "./pdf-dates";
import { startPdf } from "./pdf-writer";

/** How the sample is collected, in words; a method not listed prints as sent, underscores spaced. */
const COLLECTION: Record<string, string> = {
  walk_in_test: "Walk-in at a patient service center",
  at_home_phlebotomy: "At-home draw by a phlebotomist",
  testkit: "Test kit, collected by the patient",
  on_site_collection: "On-site collection",
};
const words = (value: string) => value.replaceAll("_", " ");
const sentence = (value: string) => words(value).replace(/^./, (c) => c.toUpperCase());

/** The order's lab requisition as a real PDF: who is tested, where they live, which lab, which tests. */
export async function requisitionPdf(db: ServiceDb, teamId: string, orderId: string, now: Date) {
  const order: Order = getOrder(db, teamId, orderId);
  const ids = order.order_set.lab_test_ids;
  const found = new Map(
    db
      .select()
      .from(labTests)
      .where(inArray(labTests.id, ids))
      .all()
      .map((t) => [t.id, t]),
  );
  const { w } = await startPdf(`Lab requisition ${order.id}`, now);

  const p = order.patient_details;
  const a = order.patient_address;
  w.line("Laboratory requisition", { size: 18, bold: true, gap: 12 });
  w.line(`Order ID: ${order.id}`);
  const method = order.details.type;
  w.line(`Ordered: ${printedDay(order.created_at, patientZone(a.zip_code))}    Status: ${sentence(order.status)}`);
  w.line(`Collection: ${COLLECTION[method] ?? sentence(method)}`, { gap: 14 });
  w.line("Patient", { size: 13, bold: true });
  w.line(`Name: ${p.first_name} ${p.last_name}`);
  w.line(`Date of birth: ${p.dob}    Sex: ${p.gender}`);
  // Long values continue on the next line rather than being cut: a requisition must be complete.
  w.line(`Phone: ${p.phone_number}`);
  w.line(`Email: ${p.email}`, { wrap: true });
  w.line(`Address: ${a.first_line}${a.second_line ? `, ${a.second_line}` : ""}`, { wrap: true });
  w.line(`${a.city}, ${a.state} ${a.zip_code}`, { gap: 14 });
  if (order.physician) {
    w.line("Ordering physician", { size: 13, bold: true });
    w.line(`${order.physician.first_name} ${order.physician.last_name}    NPI: ${order.physician.npi}`, { gap: 14 });
  }
  w.line("Laboratory", { size: 13, bold: true });
  const lab = order.lab_test.lab;
  w.line(lab ? `${lab.name} (${lab.slug})` : "Unknown laboratory", { gap: 14 });
  w.line(`Tests (${ids.length})`, { size: 13, bold: true });
  ids.forEach((id, i) => {
    const t = found.get(id);
    w.line(
      t
        ? `${i + 1}. ${t.name}  [${t.slug}]  ${words(t.sampleType)}${t.fasting ? ", fasting required" : ""}`
        : `${i + 1}. ${id}`,
      { wrap: true },
    );
  });
  return w.save();
}
