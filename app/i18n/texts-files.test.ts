import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "./locales/en";
import { addTexts, loadTexts, textsIfKnown, textsOf } from "./texts-files";

const { admin: _admin, auth: _auth, ...shop } = en;

afterEach(() => vi.unstubAllGlobals());

describe("the shop's texts in the browser", () => {
  it("fetches a language once, however many ask for it at the same time", async () => {
    const fetch = vi.fn(async () => Response.json(shop));
    vi.stubGlobal("fetch", fetch);
    expect(textsIfKnown("shop", "fr")).toBeUndefined();
    expect(() => textsOf("shop", "fr")).toThrow(/The shop texts in "fr" have not been loaded/);
    await Promise.all([loadTexts("shop", "fr", "/texts/fr.json?v=1"), loadTexts("shop", "fr", "/texts/fr.json?v=1")]);
    await loadTexts("shop", "fr", "/texts/fr.json?v=1");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/texts/fr.json?v=1");
    expect(textsOf("shop", "fr").cart).toEqual(en.cart);
  });

  it("fails on an error answer, and tries again on the next ask", async () => {
    const fetch = vi.fn(async () => new Response("", { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    await expect(loadTexts("shop", "it", "/texts/it.json?v=1")).rejects.toThrow("/texts/it.json?v=1 answered 503");
    expect(textsIfKnown("shop", "it")).toBeUndefined();
    fetch.mockResolvedValueOnce(Response.json(shop));
    await loadTexts("shop", "it", "/texts/it.json?v=1");
    expect(textsOf("shop", "it")).toEqual(shop);
  });

  it("never fetches a language the server has given", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    addTexts("shop", "en", shop);
    await loadTexts("shop", "en", "/texts/en.json?v=1");
    expect(fetch).not.toHaveBeenCalled();
    expect(textsOf("shop", "en")).toBe(shop);
  });
});

describe("the back office's texts in the browser", () => {
  it("are kept apart from the shop's texts of the same language", async () => {
    const backOffice = { admin: en.admin, auth: en.auth };
    const fetch = vi.fn(async () => Response.json(backOffice));
    vi.stubGlobal("fetch", fetch);
    expect(textsIfKnown("back-office", "fr")).toBeUndefined();
    await loadTexts("back-office", "fr", "/texts/back-office/fr.json?v=1");
    expect(fetch).toHaveBeenCalledWith("/texts/back-office/fr.json?v=1");
    expect(textsOf("back-office", "fr")).toEqual(backOffice);
    expect(textsOf("shop", "fr").cart).toEqual(en.cart);
  });
});
