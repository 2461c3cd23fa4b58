import { describe, expect, it } from "vitest";
import { addressLines, countryOptions, deliveryInputSchema, servedCountries } from "./delivery-choice";

const address = { method: "post", name: "Anna Rossi", street: "Via Roma 1", postalCode: "10121", city: "Torino", country: "IT" };

describe("the delivery choice", () => {
  it("serves the countries of the shop's zones: Italy alone, the rest of the EU, the world", () => {
    expect(servedCountries(["it"])).toEqual(["IT"]);
    const eu = servedCountries(["eu"]);
    expect(eu).toContain("FR");
    expect(eu).not.toContain("IT");
    expect(eu).not.toContain("CH");
    expect(eu).toHaveLength(26);
    const world = servedCountries(["world"]);
    expect(world).toContain("CH");
    expect(world).not.toContain("FR");
    expect(servedCountries(["it", "eu", "world"])).toHaveLength(250);
  });

  it("lists Italy first, then the others by name in the page's language", () => {
    const names = Object.values(countryOptions(servedCountries(["it", "eu"]), "it"));
    expect(names[0]).toBe("Italia");
    expect(names.slice(1, 4)).toEqual(["Austria", "Belgio", "Bulgaria"]);
    expect(Object.keys(countryOptions(["FR", "IT", "DE"], "fr"))).toEqual(["IT", "DE", "FR"]);
  });

  it("takes an address in a served country, or collection without an address", () => {
    const schema = deliveryInputSchema(["IT", "FR"]);
    expect(schema.parse({ ...address, name: "  Anna Rossi " })).toEqual(address);
    expect(schema.parse({ method: "collection", street: "ignored" })).toEqual({ method: "collection" });
  });

  it("refuses a country outside the zones, a missing line, a line break or a hidden character, each with its key", () => {
    const schema = deliveryInputSchema(["IT"]);
    const issue = (input: object) => schema.safeParse(input).error?.issues[0].message;
    expect(issue({ ...address, country: "US" })).toBe("request.delivery.errors.country");
    expect(issue({ ...address, street: "  " })).toBe("request.delivery.errors.street");
    expect(issue({ ...address, name: "Anna\nBcc: x" })).toBe("request.delivery.errors.oneLine");
    expect(issue({ ...address, city: "Torino\u202e" })).toBe("request.delivery.errors.oneLine");
    expect(issue({ ...address, street: "x".repeat(201) })).toBe("request.delivery.errors.tooLong");
    expect(schema.safeParse({ method: "drone" }).success).toBe(false);
  });

  it("writes an address in the lines of a parcel, the country named in the language", () => {
    expect(addressLines({ ...address, method: "post" }, "fr")).toEqual(["Anna Rossi", "Via Roma 1", "10121 Torino", "Italie"]);
    expect(addressLines({ method: "collection" }, "en")).toEqual([]);
  });
});
