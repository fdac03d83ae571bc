import { inArray } from "drizzle-orm";
import type { Order } from "@/lib/contract/orders";
import type { ServiceDb } from "../db/client";
import { labTests } from "../db/schema";
import { getOrder } from "./orders";
import { startPdf } from "./pdf-writer";

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
  w.line(`Ordered: ${order.created_at.slice(0, 10)}    Collection: ${order.details.type}    Status: ${order.status}`, {
    gap: 14,
  });
  w.line("Patient", { size: 13, bold: true });
  w.line(`Name: ${p.first_name} ${p.last_name}`);
  w.line(`Date of birth: ${p.dob}    Sex: ${p.gender}`);
  w.line(`Phone: ${p.phone_number}    Email: ${p.email}`);
  w.line(`Address: ${a.first_line}${a.second_line ? `, ${a.second_line}` : ""}`);
  w.line(`${a.city}, ${a.state} ${a.zip_code}`, { gap: 14 });
  w.line("Laboratory", { size: 13, bold: true });
  const lab = order.lab_test.lab;
  w.line(lab ? `${lab.name} (${lab.slug})` : "Unknown laboratory", { gap: 14 });
  w.line(`Tests (${ids.length})`, { size: 13, bold: true });
  ids.forEach((id, i) => {
    const t = found.get(id);
    w.line(
      t
        ? `${i + 1}. ${t.name}  [${t.slug}]  ${t.sampleType}${t.fasting ? ", fasting required" : ""}`
        : `${i + 1}. ${id}`,
    );
  });
  return w.save();
}
