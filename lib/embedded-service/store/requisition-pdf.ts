import { inArray } from "drizzle-orm";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { Order } from "@/lib/contract/orders";
import type { ServiceDb } from "../db/client";
import { labTests } from "../db/schema";
import { getOrder } from "./orders";

const PAGE: [number, number] = [612, 792]; // US Letter, points
const MARGIN = 54;

/**
 * The standard PDF fonts only encode WinAnsi; an address may hold any character a person typed, and
 * drawing one outside the set throws. Accents are folded, anything else becomes "?".
 */
export function pdfSafe(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, "?");
}

/** Cuts a line to the width available so long values never run off the page. */
function fit(text: string, font: PDFFont, size: number, width: number): string {
  const t = pdfSafe(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  // No glyph is narrower than ~0.15 em, so longer text cannot fit; cutting first keeps this cheap.
  let cut = t.slice(0, Math.ceil(width / (size * 0.15)));
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

type Writer = { line: (text: string, opts?: { size?: number; bold?: boolean; gap?: number }) => void };

function writer(doc: PDFDocument, regular: PDFFont, bold: PDFFont): Writer {
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  return {
    line(text, { size = 11, bold: isBold = false, gap = 4 } = {}) {
      if (y - size < MARGIN) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      const font = isBold ? bold : regular;
      page.drawText(fit(text, font, size, PAGE[0] - 2 * MARGIN), {
        x: MARGIN,
        y: y - size,
        size,
        font,
        color: rgb(0, 0, 0),
      });
      y -= size + gap;
    },
  };
}

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
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(`Lab requisition ${order.id}`));
  doc.setProducer("Labdesk embedded service");
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const w = writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

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
  return doc.save({ useObjectStreams: false });
}
