import * as z from "zod";

/** The events page's resend form: one order's id, as pasted. */
export const resendOrderSchema = z.object({
  order_id: z
    .string()
    .trim()
    .pipe(z.uuid({ error: "Paste an order id (a UUID such as 2f1c…-…)." })),
});
