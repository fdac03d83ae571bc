import type { userInfo } from "@/lib/contract/user-info";
import type { UserInfoField } from "@/lib/contract/user-info";
import * as z from "zod";
import { addressReader, optionalField, type AddressView, readsAnswer } from "./common";

export type { AddressView };

/**
 * Patient details as the console reads them. The documented form names the ZIP `zip_code`; the real
 * service names it `zip` and adds `country`. The view has `zip_code` (from either) and `country`
 * (null when the answer has none).
 */

/** A medical proxy: kept as the loose record it is, with its address (if readable) in the view's form. */
const proxyReader = z
  .record(z.string(), z.unknown())
  .transform((p): Record<string, unknown> & { address: AddressView | null } => {
    const address = addressReader.safeParse(p.address);
    return { ...p, address: address.success ? address.data : null };
  });

export const userInfoReader = readsAnswer<typeof userInfo>()(
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    gender: z.string(),
    dob: z.string(),
    address: addressReader,
    medical_proxy: optionalField(proxyReader),
    race: optionalField(z.string()),
    ethnicity: optionalField(z.string()),
    sexual_orientation: optionalField(z.string()),
    gender_identity: optionalField(z.string()),
    // Exactly the contract's fields: the console's views of a record are built from that list.
  } satisfies Record<UserInfoField, z.ZodType>),
);
export type UserInfoView = z.output<typeof userInfoReader>;
