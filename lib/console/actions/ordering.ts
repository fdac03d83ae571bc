"use server";

import * as z from "zod";
import { viewerFor } from "@/lib/console/field-policy/viewer";
import { mayHaveDocument } from "@/lib/console/field-policy/policy";
import { ActionRefusal, guardedAction } from "@/lib/console/guard";
import { isHttpStatus } from "@/lib/console/loaded";
import { entryOfTest, findLabTests } from "@/lib/console/orders/catalogue";
import {
  createOrderBody,
  createOrderInput,
  orderFormValues,
  type CreateOrderInput,
} from "@/lib/console/orders/order-form";
import { noteDetailsRead } from "@/lib/console/user-index/index-updates";
import { serviceClient } from "@/lib/service";

/**
 * Ordering a lab test: opening the form (the patient's record, audited as a reveal), searching the
 * catalogue as the person types, and placing the order with one idempotency key per form, so a
 * double click or a retried request makes one order. Each guards itself.
 */

const userRef = z.object({ user_id: z.uuid() });
const userTarget = (input: { user_id: string }) => ({ targetType: "user", targetId: input.user_id });

/** The form shows every field the requisition prints, so it opens only where the field policy shows them all. */
export const openOrderFormAction = guardedAction({
  permission: "orders.create",
  action: "orders.form.open",
  schema: userRef,
  run: async (input, who) => {
    if (!mayHaveDocument(await viewerFor(who, input.user_id), "requisition")) {
      throw new ActionRefusal("Your role does not allow this.", {
        outcome: "denied",
        detail: "the order form shows the whole patient record",
      });
    }
    const info = await serviceClient().getUserInfo(input.user_id);
    void noteDetailsRead(input.user_id, info);
    return { values: orderFormValues(info), hasDetails: info !== null };
  },
  target: userTarget,
  changes: () => ({ revealed: "all" }),
});

/** The catalogue holds no patient information and is searched per keystroke: only refusals are audited. */
export const searchLabTestsAction = guardedAction({
  permission: "orders.create",
  action: "orders.catalogue.search",
  schema: z.object({ q: z.string().max(200).optional(), method: z.string().max(50).optional() }),
  quietRead: true,
  run: (input) => findLabTests(input),
});

/**
 * An at-home order is only useful if a draw can be booked at its address: asked of the service the
 * way the booking form asks, before anything is ordered, with its refusal next to the address.
 */
async function checkDrawAddress(address: CreateOrderInput["patient_address"]) {
  try {
    await serviceClient().appointmentAvailability({ ...address, second_line: address.second_line || null });
  } catch (error) {
    if (!isHttpStatus(error, 422) || !error.fieldErrors) throw error;
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([line, message]) => [`patient_address.${line}`, message]),
    );
    throw new ActionRefusal("No at-home draw can be booked at this address: check it.", {
      detail: "draw address refused by the service",
      fieldErrors,
    });
  }
}

async function place(input: CreateOrderInput) {
  // The form offers a test id per collection method; an id it no longer lists is a stale form.
  const option = (await entryOfTest(input.lab_test_id))?.options.find((o) => o.labTestId === input.lab_test_id);
  if (!option) {
    const message = "This test is no longer in the catalogue: search again and choose one.";
    throw new ActionRefusal(message, { fieldErrors: { lab_test_id: message } });
  }
  if (option.method !== input.collection_method) {
    const message = "This test is not collected this way: choose one of the ways it offers.";
    throw new ActionRefusal(message, { fieldErrors: { collection_method: message } });
  }
  if (input.collection_method === "at_home_phlebotomy") await checkDrawAddress(input.patient_address);
  const order = await serviceClient().createOrder(createOrderBody(input), input.idempotency_key);
  return { id: order.id, status: order.status, collectionMethod: order.collectionMethod };
}

// A double click that slips past the disabled button, in this process: the second call awaits the
// first. Per instance on purpose: a retry that reaches another instance carries the same
// idempotency key, and the service makes one order for it.
const inFlight = new Map<string, ReturnType<typeof place>>();

export const createOrderAction = guardedAction({
  permission: "orders.create",
  action: "orders.create",
  schema: createOrderInput,
  run: async (input) => {
    const key = input.idempotency_key;
    let placing = inFlight.get(key);
    if (!placing) {
      placing = place(input).finally(() => inFlight.delete(key));
      inFlight.set(key, placing);
    }
    return placing;
  },
  target: userTarget,
  // The patient's details are health information: the record names the order, never their values.
  changes: (input, result) => ({
    order_id: result.id,
    lab_test_id: input.lab_test_id,
    collection_method: input.collection_method,
    physician: input.physician ? `NPI ${input.physician.npi}` : "the service's",
  }),
});
