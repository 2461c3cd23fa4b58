import { describe, expect, it } from "vitest";
import { detectLanguage, languageFromAcceptLanguage, readCookie, toLanguage } from "./languages";

describe("detectLanguage (docs/product/languages.md#choosing-the-language)", () => {
  const none = { search: "", cookie: undefined, acceptLanguage: undefined };

  it("takes ?lng= first, and says it came from the URL", () => {
    expect(detectLanguage({ search: "?lng=fr", cookie: "lng=en", acceptLanguage: "it-IT" })).toEqual({
      language: "fr",
      fromQuery: true,
    });
  });

  it("ignores an unknown ?lng= and falls through to the cookie", () => {
    expect(detectLanguage({ search: "?lng=de", cookie: "a=1; lng=en", acceptLanguage: "fr" })).toEqual({
      language: "en",
      fromQuery: false,
    });
  });

  it("uses the browser's language when there is no choice stored", () => {
    expect(detectLanguage({ ...none, acceptLanguage: "fr-CH, en;q=0.8" }).language).toBe("fr");
    expect(detectLanguage({ ...none, acceptLanguage: "en-GB,en;q=0.9" }).language).toBe("en");
  });

  it("falls back to Italian when the browser's language is not offered", () => {
    expect(detectLanguage({ ...none, acceptLanguage: "de-DE,en;q=0.5" }).language).toBe("it");
    expect(detectLanguage(none).language).toBe("it");
    expect(detectLanguage({ ...none, cookie: "lng=xx" }).language).toBe("it");
  });

  it("reads ?lng= however the address spells it, and only the parameter of that name", () => {
    expect(detectLanguage({ ...none, search: "?fbclid=abc&l%6Eg=fr" })).toEqual({ language: "fr", fromQuery: true });
    expect(detectLanguage({ ...none, search: "?utm_source=x&lng=en" })).toEqual({ language: "en", fromQuery: true });
    expect(detectLanguage({ ...none, search: "?fbclid=abc", cookie: "lng=fr" })).toEqual({ language: "fr", fromQuery: false });
    expect(detectLanguage({ ...none, search: "?xlng=fr&lngx=fr" }).fromQuery).toBe(false);
  });

  it("uses only the first two letters", () => {
    expect(detectLanguage({ ...none, search: "?lng=en-US" }).language).toBe("en");
    expect(detectLanguage({ ...none, cookie: "lng=fr_FR" }).language).toBe("fr");
  });
});

describe("languageFromAcceptLanguage", () => {
  it("ranks by q-value, then by order", () => {
    expect(languageFromAcceptLanguage("en;q=0.3, fr;q=0.9")).toBe("fr");
    expect(languageFromAcceptLanguage("it, fr")).toBe("it");
    expect(languageFromAcceptLanguage("*")).toBeUndefined();
    expect(languageFromAcceptLanguage("fr;q=0")).toBeUndefined();
    expect(languageFromAcceptLanguage("")).toBeUndefined();
  });
});

describe("small readers", () => {
  it("reads cookies, tolerating bad encoding", () => {
    expect(readCookie("a=1; lng=it", "lng")).toBe("it");
    expect(readCookie("lng=%E0%A4%A", "lng")).toBeUndefined();
    expect(readCookie(undefined, "lng")).toBeUndefined();
  });
  it("accepts only the shop's languages", () => {
    expect(toLanguage("IT")).toBe("it");
    expect(toLanguage("es")).toBeUndefined();
    expect(toLanguage(null)).toBeUndefined();
  });
});
