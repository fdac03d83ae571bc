import { filterAnswer, type OpenApiSchema } from "@/lib/console/field-policy/answer-filter";
import { mayHaveDocument, reveals, type Viewer } from "@/lib/console/field-policy/policy";
import { DOCUMENTS, PATIENT_INFO_KINDS, type DocumentName, type PatientInfoKind } from "@/lib/contract/field-policy";
import { serviceOpenApiDocument } from "@/lib/embedded-service/openapi-document";

/**
 * What the try-it does with an operation's answer, decided by the field policy: a JSON answer is
 * passed through the policy's filter for the viewer (guided by the operation's schema in the
 * document), and an answer that cannot be filtered (a PDF) goes only to viewers who may see
 * everything it prints. Nothing here is decided per operation by hand.
 */
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: OpenApiSchema }> }> };

const JSON_TYPE = "application/json";

/** What the operation answers: JSON with its schema, or a document (null: one the policy does not name). */
export function answerKindOf(template: string): { json: OpenApiSchema } | { document: DocumentName | null } {
  const doc = serviceOpenApiDocument();
  const op = (doc.paths?.[template] as { get?: Operation } | undefined)?.get;
  const ok = op?.responses?.["200"]?.content ?? {};
  const schema = ok[JSON_TYPE]?.schema;
  if (schema) return { json: schema };
  const document = (Object.keys(DOCUMENTS) as DocumentName[]).find((name) =>
    (DOCUMENTS[name].operations as readonly string[]).includes(template),
  );
  return { document: document ?? null };
}

/**
 * Why this viewer may not have the operation's answer at all, or null. A document the policy does
 * not name is held to everything the policy classifies: it cannot be filtered, and nobody said
 * what it prints.
 */
export function tryRefusal(viewer: Viewer, template: string, patientId: string | null): string | null {
  const answer = answerKindOf(template);
  if ("json" in answer) return null;
  const allowed = answer.document
    ? mayHaveDocument(viewer, answer.document, patientId)
    : PATIENT_INFO_KINDS.every((kind) => reveals(viewer, kind, patientId));
  return allowed
    ? null
    : "Try it does not send this document to your role: it prints patient details your role does not see, and a document cannot be filtered.";
}

export type TryAnswer = { body: Uint8Array; shown: PatientInfoKind[]; hidden: number };

/**
 * The answer as this viewer may see it. Only a successful JSON answer is filtered (an error says
 * what went wrong, not who the patient is); a document already passed `tryRefusal` and carries
 * everything it prints. An answer that should be JSON but is not cannot be checked, so only a
 * viewer who may see everything gets it as sent.
 */
export function tryAnswerFor(
  viewer: Viewer,
  template: string,
  answer: { status: number; body: Uint8Array },
  patientId: string | null,
): TryAnswer | { unreadable: true } {
  const kind = answerKindOf(template);
  if ("document" in kind) {
    const prints = kind.document ? DOCUMENTS[kind.document].prints : PATIENT_INFO_KINDS;
    return { body: answer.body, shown: answer.status < 300 ? [...prints] : [], hidden: 0 };
  }
  if (answer.status >= 300) return { body: answer.body, shown: [], hidden: 0 };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(answer.body));
  } catch {
    const everything = PATIENT_INFO_KINDS.every((k) => reveals(viewer, k, patientId));
    return everything ? { body: answer.body, shown: [...PATIENT_INFO_KINDS], hidden: 0 } : { unreadable: true };
  }
  const components = (serviceOpenApiDocument().components?.schemas ?? {}) as Record<string, OpenApiSchema>;
  const filtered = filterAnswer({ components, schema: kind.json, value, viewer, patientId });
  // Nothing hidden: the service's own bytes, exactly as sent.
  const body = filtered.hidden ? new TextEncoder().encode(JSON.stringify(filtered.value)) : answer.body;
  return { body, shown: [...filtered.shown], hidden: filtered.hidden };
}
