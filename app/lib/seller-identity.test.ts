import { describe, expect, it } from "vitest";
import { isFrenchVatNumber, isPartitaIva, isSirenOrSiret, missingSellerItems } from "./seller-identity";
import type { SellerSettings } from "~shared/settings-values";

const base: SellerSettings = {
  name: "Giulia Rossi",
  address: "Via Roma 1\n10100 Torino",
  vatNumber: null,
  vatRegime: "included",
  vatExemption: null,
  mediator: null,
  host: "Hetzner Online GmbH, Gunzenhausen",
  phone: "+39 011 123 4567",
  paymentMeans: "Bank transfer, PayPal",
};

describe("missingSellerItems", () => {
  it("lists the country and every item every seller needs, the host among them, for a fresh shop", () => {
    expect(missingSellerItems(null)).toEqual(["country", "name", "address", "phone", "paymentMeans", "host"]);
  });

  it("a seller saved before the country existed is asked for it", () => {
    expect(missingSellerItems(base)).toEqual(["country"]);
  });

  it("an Italian seller needs the partita IVA and the REA or registry, not a mediator", () => {
    expect(missingSellerItems({ ...base, country: "it" })).toEqual(["vatNumber", "registry"]);
    expect(missingSellerItems({ ...base, country: "it", vatNumber: "01234567897", registry: "REA TO-1234567" })).toEqual([]);
  });

  it("a French seller needs SIREN, registry, directeur de la publication and the mediator", () => {
    expect(missingSellerItems({ ...base, country: "fr" })).toEqual(["companyId", "registry", "publicationDirector", "mediator"]);
    const complete = {
      ...base,
      country: "fr" as const,
      companyId: "732829320",
      registry: "RNE",
      publicationDirector: "Giulia Rossi",
      mediator: "Médiateur X",
    };
    expect(missingSellerItems(complete)).toEqual([]);
    expect(missingSellerItems({ ...complete, mediator: "  " })).toEqual(["mediator"]);
  });

  it("a phone of blanks is not a phone", () => {
    expect(missingSellerItems({ ...base, country: "it", vatNumber: "x", registry: "x", phone: " " })).toEqual(["phone"]);
  });
});

describe("number shapes", () => {
  it("a partita IVA has 11 digits and a right check digit", () => {
    expect(isPartitaIva("01234567897")).toBe(true);
    expect(isPartitaIva("IT 012 345 678 97")).toBe(true);
    expect(isPartitaIva("01234567890")).toBe(false);
    expect(isPartitaIva("1234567897")).toBe(false);
  });

  it("a SIREN has 9 digits, a SIRET 14, both with Luhn's check", () => {
    expect(isSirenOrSiret("732 829 320")).toBe(true);
    expect(isSirenOrSiret("73282932000074")).toBe(true);
    expect(isSirenOrSiret("732829321")).toBe(false);
    expect(isSirenOrSiret("7328293")).toBe(false);
  });

  it("a French VAT number is FR, two characters and the SIREN", () => {
    expect(isFrenchVatNumber("FR44 732829320")).toBe(true);
    expect(isFrenchVatNumber("FR44732829321")).toBe(false);
    expect(isFrenchVatNumber("IT44732829320")).toBe(false);
  });
});
