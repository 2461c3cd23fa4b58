import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "./locales/en";
import { addShopTexts, loadShopTexts, shopTexts, shopTextsIfKnown } from "./shop-texts";

const { admin: _admin, auth: _auth, ...shop } = en;

afterEach(() => vi.unstubAllGlobals());

describe("the shop's texts in the browser", () => {
  it("fetches a language once, however many ask for it at the same time", async () => {
    const fetch = vi.fn(async () => Response.json(shop));
    vi.stubGlobal("fetch", fetch);
    expect(shopTextsIfKnown("fr")).toBeUndefined();
    expect(() => shopTexts("fr")).toThrow(/have not been loaded/);
    await Promise.all([loadShopTexts("fr", "/texts/fr.json?v=1"), loadShopTexts("fr", "/texts/fr.json?v=1")]);
    await loadShopTexts("fr", "/texts/fr.json?v=1");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/texts/fr.json?v=1");
    expect(shopTexts("fr").cart).toEqual(en.cart);
  });

  it("fails on an error answer, and tries again on the next ask", async () => {
    const fetch = vi.fn(async () => new Response("", { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    await expect(loadShopTexts("it", "/texts/it.json?v=1")).rejects.toThrow("/texts/it.json?v=1 answered 503");
    expect(shopTextsIfKnown("it")).toBeUndefined();
    fetch.mockResolvedValueOnce(Response.json(shop));
    await loadShopTexts("it", "/texts/it.json?v=1");
    expect(shopTexts("it")).toEqual(shop);
  });

  it("never fetches a language the server has given", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    addShopTexts("en", shop);
    await loadShopTexts("en", "/texts/en.json?v=1");
    expect(fetch).not.toHaveBeenCalled();
    expect(shopTexts("en")).toBe(shop);
  });
});
