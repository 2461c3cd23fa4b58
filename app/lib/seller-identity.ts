import type { SellerSettings } from "~shared/settings-values";

/*
 * The seller's identity the law asks a shop to show before a shopper is bound (docs/product/
 * back-office.md#settings; LEGAL.md §2, §3, §8), and the shapes of its numbers. Pure: the back
 * office, the legal pages and the order-request action ask the same list.
 */

/** The items a seller must state, each named by its Settings box. */
export const sellerItems = [
  "country",
  "name",
  "address",
  "phone",
  "paymentMeans",
  "host",
  "vatNumber",
  "registry",
  "companyId",
  "publicationDirector",
  "mediator",
] as const;
export type SellerItem = (typeof sellerItems)[number];

const given = (value: string | null | undefined) => Boolean(value?.trim());

/**
 * The required items not stated yet, in the Settings page's order. Italy: partita IVA and REA or
 * registry; France: SIREN/SIRET, RCS or RNE, directeur de la publication, host and the consumer
 * mediator (required in France, LEGAL.md §8). Until the country is chosen, only it and the items
 * every seller needs are listed.
 */
export function missingSellerItems(seller: SellerSettings | null): SellerItem[] {
  const country = seller?.country ?? null;
  const required: SellerItem[] = ["country", "name", "address", "phone", "paymentMeans", "host"];
  if (country === "it") required.push("vatNumber", "registry");
  if (country === "fr") required.push("companyId", "registry", "publicationDirector", "mediator");
  return required.filter((item) => (item === "country" ? country === null : !given(seller?.[item])));
}

/** Luhn's check, as the partita IVA's check digit and the SIREN and SIRET use it. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A number as typed, without spaces, dots or dashes; an Italian one may start with "IT". */
export const compactNumber = (value: string) => value.replace(/[\s.-]/g, "").toUpperCase();

/** An Italian partita IVA: 11 digits, the last one a check digit ("IT" in front is allowed). */
export function isPartitaIva(value: string): boolean {
  const digits = compactNumber(value).replace(/^IT/, "");
  return /^\d{11}$/.test(digits) && luhn(digits);
}

/** A French SIREN (9 digits) or SIRET (14 digits), each with Luhn's check. */
export function isSirenOrSiret(value: string): boolean {
  const digits = compactNumber(value);
  return /^(\d{9}|\d{14})$/.test(digits) && luhn(digits);
}

/** A French intra-EU VAT number: FR, two check characters, then the SIREN. */
export function isFrenchVatNumber(value: string): boolean {
  const compact = compactNumber(value);
  return /^FR[0-9A-Z]{2}\d{9}$/.test(compact) && luhn(compact.slice(4));
}
