import * as z from "zod";

/**
 * Building blocks of the tolerant reader: the schemas in this folder accept both the documented
 * form of an answer (the service's published interface, which the embedded service serves) and the
 * real service's (as the vendor's SDK describes it), and turn either into the one view the console
 * uses. Unknown keys are dropped (zod objects strip by default); an optional field that is absent,
 * null or of an unexpected type reads as null, so it can never fail a page; a field a page truly
 * needs stays required, so its absence fails the parse and the client's error names the field.
 */

/** An optional field: absent, null or unreadable all read as null. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .catch(null)
    .transform((v): z.output<T> | null => v ?? null);

/** What optionalList reads, as a type: an optional key holding a list of the item's input. */
type ListOf<T extends z.ZodType> = z.ZodType<z.output<T>[], z.input<T>[] | null | undefined> & {
  _zod: { optin: "optional" };
};

/**
 * An optional list: absent, null or unreadable read as empty; unreadable items are dropped. Its
 * input is typed as a list of the item's input (what it reads, not all it tolerates), so a reader
 * declared against a contract schema (readsAnswer) is checked down into the list's items.
 */
export const optionalList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items): z.output<T>[] =>
      (items ?? []).flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    ) as unknown as ListOf<T>;

/** A number sent as a JSON number (the real service) or as a numeric string (the documented form). */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "Expected a number")
    .transform(Number),
]);

/**
 * The fields of an address as either side sends it: the documented form names the ZIP `zip_code`,
 * the real service `zip` (and adds `country`). Read with `toZipCode`, which keeps one `zip_code`.
 */
export const addressFields = {
  first_line: z.string(),
  second_line: optionalField(z.string()),
  city: z.string(),
  state: z.string(),
  zip_code: optionalField(z.string()),
  zip: optionalField(z.string()),
  country: optionalField(z.string()),
};

/** `zip_code` from whichever name was sent; an address with neither fails, naming `zip_code`. */
export function toZipCode<A extends { zip_code: string | null; zip: string | null }>(
  address: A,
  ctx: z.RefinementCtx,
): Omit<A, "zip" | "zip_code"> & { zip_code: string } {
  const { zip, zip_code, ...rest } = address;
  const code = zip_code ?? zip;
  if (code === null) {
    ctx.addIssue({ code: "custom", path: ["zip_code"], message: "Neither zip_code nor zip" });
    return z.NEVER;
  }
  return { ...rest, zip_code: code };
}

/** A postal address in either form, read as one with `zip_code` and `country` (null when not sent). */
export const addressReader = z.object(addressFields).transform(toZipCode);
export type AddressView = z.output<typeof addressReader>;

declare const answerSchema: unique symbol;

/** A reader declared against the route table's schema of the answer it reads (readsAnswer). */
export type AnswerReader<C extends z.ZodType> = z.ZodType & { readonly [answerSchema]: C };

type CanRead<C extends z.ZodType, R extends z.ZodType> = [z.output<C>] extends [z.input<R>]
  ? unknown
  : { readonly "the reader does not accept every answer its contract schema describes": z.output<C> };

/**
 * Declares a reader against the contract schema of the answers it reads. Every answer that schema
 * describes must be an input the reader accepts, so a contract change that takes away or retypes
 * a field the reader needs is a type error here; and the client hands a reader only the answers of
 * operations whose table entry has that schema. Type-only: the reader itself is returned as it is.
 */
export const readsAnswer =
  <C extends z.ZodType>() =>
  <R extends z.ZodType>(reader: R & CanRead<C, R>) =>
    reader as unknown as R & AnswerReader<C>;
