import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkSeller, sellerDefaults, sellerFields, sellerValue } from "./seller-form";

const schema = z.object(sellerFields).superRefine(checkSeller).transform(sellerValue);

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema });
}

/** The messages of a refused form, per box. */
const errorsOf = (fields: Record<string, string>) => {
  const result = parse(fields);
  return result.status === "error" ? result.error : undefined;
};

const italian = {
  seller_country: "it",
  seller_name: "Giulia Rossi",
  seller_address: "Via Roma 1\n10100 Torino",
  seller_phone: "+39 011 123 4567",
  seller_vat_number: "IT 01234567897",
  seller_registry: "REA TO-1234567",
  seller_payment_means: "Bonifico, PayPal",
  seller_host: "Hetzner Online GmbH",
};

describe("the seller's boxes", () => {
  it("store an Italian seller with its phone, registry and payment means, and give them back to the form", () => {
    const result = parse(italian);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ country: "it", phone: "+39 011 123 4567", registry: "REA TO-1234567", paymentMeans: "Bonifico, PayPal" });
    expect(sellerDefaults(result.value)).toMatchObject({ seller_country: "it", seller_phone: "+39 011 123 4567", seller_payment_means: "Bonifico, PayPal" });
  });

  it("store the default payment instructions with their lines, up to 1,000 characters, and give them back to the form", () => {
    const instructions = "Bonifico a IBAN IT60 X054 2811 1010 0000 0123 456\ncausale: il numero dell'ordine";
    const result = parse({ ...italian, seller_payment_instructions: instructions });
    if (result.status !== "success") throw new Error("refused");
    expect(result.value?.paymentInstructions).toBe(instructions);
    expect(sellerDefaults(result.value).seller_payment_instructions).toBe(instructions);
    expect(errorsOf({ ...italian, seller_payment_instructions: "x".repeat(1_001) })?.seller_payment_instructions).toEqual([
      "admin.settings.seller.errors.tooLong",
    ]);
  });

  it("refuse a partita IVA that is not 11 digits with its check digit, naming an example", () => {
    for (const vat of ["1234567897", "01234567890"]) {
      expect(errorsOf({ ...italian, seller_vat_number: vat })?.seller_vat_number, vat).toEqual(["admin.settings.seller.errors.partitaIvaInvalid"]);
    }
  });

  it("refuse a French seller's SIREN without its Luhn check and a French VAT number in the wrong shape", () => {
    const errors = errorsOf({ ...italian, seller_country: "fr", seller_company_id: "732829321", seller_vat_number: "01234567897" });
    expect(errors?.seller_company_id).toEqual(["admin.settings.seller.errors.sirenInvalid"]);
    expect(errors?.seller_vat_number).toEqual(["admin.settings.seller.errors.frenchVatInvalid"]);
    expect(parse({ ...italian, seller_country: "fr", seller_company_id: "73282932000074", seller_vat_number: "FR44732829320" }).status).toBe("success");
  });

  it("refuse a phone that is not a number, an e-mail that is not one, and a country other than Italy or France", () => {
    expect(errorsOf({ ...italian, seller_phone: "ask me" })?.seller_phone).toEqual(["admin.settings.seller.errors.phoneInvalid"]);
    expect(errorsOf({ ...italian, seller_complaints_email: "nope" })?.seller_complaints_email).toEqual(["admin.settings.seller.errors.emailInvalid"]);
    expect(errorsOf({ ...italian, seller_country: "de" })?.seller_country).toEqual(["admin.settings.seller.errors.countryInvalid"]);
  });

  it("keep a shop that stated nothing as not stated", () => {
    const result = parse({});
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toBeNull();
  });
});
