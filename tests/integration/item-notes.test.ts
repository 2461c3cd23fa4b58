import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, shopSettings } from "~db/schema";
import type { AdminItem } from "~/admin/items/item-form";
import type { ItemsActionData } from "~/admin/items/items-action.server";
import type { ProductNotes } from "~/shop/shopper-item";
import type { ShopContext } from "~/context";
import { action, loader } from "~/routes/admin/items";
import { loader as productLoader } from "~/routes/product";
import type { Language } from "~shared/languages";
import type { ShopWords } from "~shared/settings-values";
import { shopWithSignedInOwner, type TestShop } from "./admin-support";

/*
 * docs/product/back-office.md#item-form and docs/product/storefront.md#product-page: each item's care
 * and "good to know" notes, typed by the owner in her language, stored per language, read back by
 * the form and shown on the shopper's page, else the shop's default, else none (decision 0061).
 */

let shop: TestShop;
let cookie = "";
beforeAll(async () => {
  ({ shop, cookie } = await shopWithSignedInOwner());
});
afterAll(async () => {
  await shop?.close();
});

function unwrap<T>(result: unknown): { data: T; status: number } {
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  return wrapped.type === "DataWithResponseInit"
    ? { data: wrapped.data as T, status: wrapped.init?.status ?? 200 }
    : { data: result as T, status: 200 };
}

const contextIn = (language: Language): ShopContext => ({ ...shop.context(), language });

async function save(fields: Record<string, string>, language: Language = "it") {
  const request = shop.request("/admin/items", {
    cookie,
    form: { intent: "save-item", nameEn: "Market Tote", price: "45,00", stock: "2", active: "on", ...fields },
  });
  return unwrap<ItemsActionData>(await action({ request, context: contextIn(language), params: {} } as never));
}

/** The items as the back office's form gets them. */
async function adminItems(): Promise<AdminItem[]> {
  const request = shop.request("/admin/items", { cookie });
  return ((await loader({ request, context: contextIn("it"), params: {} } as never)) as { items: AdminItem[] }).items;
}

/** The notes the shopper's product page shows in `language`. */
async function pageNotes(slug: string, language: Language): Promise<ProductNotes> {
  const answer = await productLoader({ request: shop.request(`/product/${slug}`), context: contextIn(language), params: { slug } } as never);
  return unwrap<{ item: { notes: ProductNotes } }>(answer).data.item.notes;
}

async function setShopWords(words: ShopWords) {
  await shop.database.db.update(shopSettings).set({ shopWords: words }).where(eq(shopSettings.id, 1));
}

const rowOf = async (slug: string) => (await shop.database.db.select().from(items).where(eq(items.slug, slug)))[0];

describe("an item's care and good-to-know notes", () => {
  it("stores the notes the owner typed in Italian, and reads them back in the form and on the product page", async () => {
    const answer = await save({
      careIt: " Lavare in lavatrice a 30 °C e asciugare in piano. ",
      careEn: "Machine wash at 30 °C and dry flat.",
      careFr: "",
      goodToKnowIt: "Foderata in cotone.",
    });
    expect(answer.status).toBe(200);
    const row = await rowOf("market-tote");
    expect(row.careI18n).toEqual({ en: "Machine wash at 30 °C and dry flat.", fr: null, it: "Lavare in lavatrice a 30 °C e asciugare in piano." });
    expect(row.goodToKnowI18n).toEqual({ en: null, fr: null, it: "Foderata in cotone." });

    const [listed] = await adminItems();
    expect(listed).toMatchObject({ careI18n: row.careI18n, goodToKnowI18n: row.goodToKnowI18n });

    expect(await pageNotes("market-tote", "it")).toEqual({
      care: "Lavare in lavatrice a 30 °C e asciugare in piano.",
      goodToKnow: "Foderata in cotone.",
    });
    // French is not written: the item's English note, and no good-to-know in any language a French page may show.
    expect(await pageNotes("market-tote", "fr")).toEqual({ care: "Machine wash at 30 °C and dry flat.", goodToKnow: null });
  });

  it("shows the shop's default notes where the item has none, and no note when neither is written", async () => {
    const { id } = await rowOf("market-tote");
    expect((await save({ id, careIt: "", careEn: "", goodToKnowIt: "" })).status).toBe(200);
    expect((await rowOf("market-tote")).careI18n).toEqual({ en: null, fr: null, it: null });
    // A new shop writes no care of its own: the old fixed sentence is gone.
    expect(await pageNotes("market-tote", "it")).toEqual({ care: null, goodToKnow: null });

    await setShopWords({ care: { it: "Lavare a mano in acqua fredda.", en: "Hand wash in cold water." }, goodToKnow: { en: "Made in a smoke-free home." } });
    expect(await pageNotes("market-tote", "it")).toEqual({ care: "Lavare a mano in acqua fredda.", goodToKnow: "Made in a smoke-free home." });
    expect(await pageNotes("market-tote", "fr")).toEqual({ care: "Hand wash in cold water.", goodToKnow: "Made in a smoke-free home." });

    // The item's own note wins over the shop's default.
    expect((await save({ id, careIt: "Lavare a 30 °C." })).status).toBe(200);
    expect((await pageNotes("market-tote", "it")).care).toBe("Lavare a 30 °C.");
    await setShopWords({});
  });

  it("refuses a note over 500 characters with its message, keeping the stored one", async () => {
    const { id, careI18n } = await rowOf("market-tote");
    const answer = await save({ id, careIt: "x".repeat(501) });
    expect(answer.status).toBe(400);
    expect(answer.data.result?.error).toEqual({ careIt: ["admin.items.errors.noteTooLong"] });
    expect((await rowOf("market-tote")).careI18n).toEqual(careI18n);
  });
});
