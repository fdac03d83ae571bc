import { randomUUID } from "node:crypto";
import { connectProvider } from "@/lib/embedded-service/store/connections";
import { requireUserRow } from "@/lib/embedded-service/store/users";
import { addTeamOauthCredential, setBulkImportEnabled } from "@/lib/embedded-service/teams";
import type { TestService } from "../service-harness";

/** Patient details as the console sends them (wire names). */
export const PATIENT_DETAILS = {
  first_name: "Testa",
  last_name: "Orderly",
  dob: "1980-01-01",
  gender: "female",
  phone_number: "+15555550100",
  email: "testa@example.com",
};
/** An address in both forms: the documented interface's zip_code and the real service's zip + country. */
export const BOTH_ADDRESS_FORMS = {
  first_line: "1 Main St",
  second_line: null,
  city: "New York",
  state: "NY",
  zip_code: "10001",
  zip: "10001",
  country: "US",
};

/**
 * What the real-shape tests share, made over plain HTTP and the store (not through the code under
 * test), so one failing call fails one test: bulk import enabled with the team's Fitbit app, a user
 * with Fitbit connected (and its backfilled steps), the Quest lab, a lab test and an at-home order.
 */
export async function seedRealShapeScene(svc: TestService) {
  setBulkImportEnabled(svc.db, svc.team.id, true);
  addTeamOauthCredential(svc.db, svc.team.id, "fitbit", "labdesk-client");
  const clientUserId = `real-shape-${randomUUID()}`;
  const created = await svc.post("/v2/user/", { client_user_id: clientUserId, fallback_time_zone: "America/New_York" });
  const userId = created.json.user_id as string;
  const { seq } = requireUserRow(svc.db, svc.team.id, userId);
  connectProvider(svc.db, { userSeq: seq, provider: "fitbit", origin: "seed" }, new Date());
  const labs = (await svc.get("/v3/lab_tests/labs")).json as { slug: string; id: number }[];
  const labId = labs.find((l) => l.slug === "quest")!.id;
  const labTestId = (await svc.get("/v3/lab_test?lab_test_limit=1")).json.data[0].id as string;
  const order = await svc.post("/v3/order", {
    user_id: userId,
    patient_details: PATIENT_DETAILS,
    // Both forms, so this works before and after the service learns the real one.
    patient_address: BOTH_ADDRESS_FORMS,
    order_set: { lab_test_ids: [labTestId] },
    collection_method: "at_home_phlebotomy",
  });
  // The documented interface's bare order or the real service's {order, status, message}.
  const orderId = (order.json.order?.id ?? order.json.id) as string;
  return { clientUserId, userId, labId, labTestId, orderId };
}
