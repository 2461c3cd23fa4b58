import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action, loader } from "~/routes/admin/settings";
import { loader as rootLoader } from "~/root";
import { loader as aboutLoader } from "~/routes/about";
import type { ShopContext } from "~/context";
import { defaultSettings } from "~/shop/shop-settings";
import { orderRecipientLine } from "~/settings/order-recipient.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { readContentVersion } from "~db/content-version";
import { items, shopSettings } from "~db/schema";
import { loader as productLoader, meta as productMeta } from "~/routes/product";
import { translator } from "~/i18n/messages.server";
import { composeOrderMessage } from "~/orders/order-message";
import { returnSentences, shippingLines } from "~/shop/shipping-text";
import { answerOf, type Answer } from "./hostile-support";
import { addAccount, createTestShop, ownerEmail, sessionCookie, type TestShop } from "./admin-support";
import { contentReadsOf } from "../support/database";

/**
 * The Settings page (docs/decisions/0029) through its own loader and action, on this run's
 * database: what it checks, what an environment variable fixes, who may use it, and that every
 * page reads the stored values.
 */

let shop: TestShop;
let ownerCookie = "";
let visitorCookie = "";

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  await addAccount(shop, "visitor@shop.test");
  ownerCookie = await sessionCookie(shop, ownerEmail);
  visitorCookie = await sessionCookie(shop, "visitor@shop.test");
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  await shop.database.db.delete(shopSettings);
  await shop.database.db.insert(shopSettings).values({ id: 1 });
});

const filled = {
  shop_name: "Maria's Hooks",
  order_email: "maria@example.com",
  instagram_url: "https://www.instagram.com/mariashooks/",
  about_intro_en: "I crochet by the sea.",
  about_intro_it: "",
  about_intro_fr: "",
  about_story_en: "First paragraph.\n\nSecond paragraph.",
  about_story_it: "",
  about_story_fr: "",
};

type SettingsAnswer = Answer & {
  data: {
    note?: { kind: string; title: string; description?: string };
    result?: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  };
};

function contextWith(env: ShopContext["config"]["settingsFromEnv"] = {}, language: ShopContext["language"] = "en"): ShopContext {
  const base = shop.context();
  // A process's settings from its environment never change: another environment is another shop.
  return { ...base, contentReads: contentReadsOf(base.db), language, config: { ...base.config, settingsFromEnv: env } };
}

async function save(form: Record<string, string>, options: { cookie?: string; context?: ShopContext } = {}) {
  const request = shop.request("/admin/settings", { form: { ...form }, cookie: options.cookie ?? ownerCookie });
  return (await answerOf(() => action({ request, context: options.context ?? contextWith(), params: {} } as never))) as SettingsAnswer;
}

const stored = async () => (await shop.database.db.select().from(shopSettings))[0];

describe("the Settings page", () => {
  it("stores the owner's settings, and every page reads them", async () => {
    const before = await readContentVersion(shop.database.db);
    const answer = await save(filled);
    expect(answer.status).toBe(200);
    expect(answer.data.note).toMatchObject({ kind: "success", title: "Settings saved" });
    const settings = await readShopSettings(contextWith());
    expect(settings).toMatchObject({
      shopName: "Maria's Hooks",
      orderEmail: "maria@example.com",
      instagramUrl: "https://www.instagram.com/mariashooks/",
      aboutIntro: { en: "I crochet by the sea.", it: null, fr: null },
      fromServer: [],
    });
    // Public pages are kept per content version: the save made them stale.
    expect(await readContentVersion(shop.database.db)).toBeGreaterThan(before);
    const root = await rootLoader({ context: contextWith(), request: shop.request("/"), params: {} } as never);
    expect(root.shop).toMatchObject({ name: "Maria's Hooks", email: "maria@example.com", instagramUrl: "https://www.instagram.com/mariashooks/" });
    // The about page shows the owner's texts, in Italian the English ones until translated.
    const about = await aboutLoader({ context: contextWith({}, "it"), request: shop.request("/about"), params: {} } as never);
    expect(about.about).toEqual({ intro: "I crochet by the sea.", story: ["First paragraph.", "Second paragraph."] });
  });

  it.each([
    ["order_email", "maria@", "admin.settings.errors.emailInvalid"],
    ["order_email", "", "admin.settings.errors.emailRequired"],
    ["shop_name", "  ", "admin.settings.errors.shopNameRequired"],
    ["shop_name", "x".repeat(81), "admin.settings.errors.shopNameTooLong"],
    ["instagram_url", "https://instagram.com.example/maria", "admin.settings.errors.instagramInvalid"],
    ["instagram_url", "http://www.instagram.com/maria", "admin.settings.errors.instagramInvalid"],
  ])("refuses %s=%j with a translated message, answers every box back and stores nothing", async (field, value, key) => {
    await save(filled);
    const before = await stored();
    const versionBefore = await readContentVersion(shop.database.db);
    const typed = { ...filled, shop_name: "A new name", about_story_fr: "Mon histoire", [field]: value };
    const answer = await save(typed);
    expect(answer.status).toBe(400);
    expect(answer.data.result?.error?.[field]).toEqual([key]);
    expect(answer.data.note).toMatchObject({ kind: "error", description: "Some settings need correcting: nothing was saved yet." });
    // What the owner typed comes back to the form, so nothing is typed twice.
    // (An empty box is not posted back: it stays empty.)
    const kept = { ...typed } as Record<string, string>;
    for (const name of Object.keys(kept)) if (kept[name] === "") delete kept[name];
    expect(answer.data.result?.initialValue).toEqual(kept);
    expect(await stored()).toEqual(before);
    expect(await readContentVersion(shop.database.db)).toBe(versionBefore);
  });

  it("stores shipping by destination and the return policy, and shows them again", async () => {
    const shipping = {
      ship_handling_days: "2",
      ...Object.fromEntries(
        ["it", "eu", "world"].flatMap((code, i) => [
          [`ship_${code}_on`, "on"],
          [`ship_${code}_rate`, String(5 + i * 10)],
          [`ship_${code}_free_over`, code === "it" ? "90" : ""],
          [`ship_${code}_transit_min`, String(1 + i * 3)],
          [`ship_${code}_transit_max`, String(3 + i * 7)],
        ]),
      ),
      returns_days: "30",
      returns_paid_by: "shopper",
    };
    expect((await save({ ...filled, ...shipping })).status).toBe(200);
    const row = await stored();
    expect(row.shipping).toEqual({
      handlingDays: 2,
      destinations: {
        it: { rate: 5, freeOver: 90, transitMinDays: 1, transitMaxDays: 3 },
        eu: { rate: 15, freeOver: null, transitMinDays: 4, transitMaxDays: 10 },
        world: { rate: 25, freeOver: null, transitMinDays: 7, transitMaxDays: 17 },
      },
    });
    expect(row.returns).toEqual({ days: 30, paidBy: "shopper" });
    const page = await loader({ request: shop.request("/admin/settings", { cookie: ownerCookie }), context: contextWith(), params: {} } as never);
    expect(page.settings.shipping).toEqual(row.shipping);

    // An incomplete shipping section is refused and the stored one stays.
    const refused = await save({ ...filled, ...shipping, ship_eu_rate: "" });
    expect(refused.status).toBe(400);
    expect(refused.data.result?.error?.ship_eu_rate).toEqual(["admin.settings.shipping.errors.required"]);
    expect((await stored()).shipping).toEqual(row.shipping);

    // The law's 14 days cannot be taken away (docs/product/back-office.md#settings): 0 or 13 days are refused, in the owner's language.
    for (const days of ["0", "13"]) {
      const below = await save({ ...filled, ...shipping, returns_days: days }, { context: contextWith({}, "it") });
      expect(below.status).toBe(400);
      expect(below.data.result?.error?.returns_days).toEqual(["admin.settings.shipping.errors.returnsBelowLegal"]);
    }
    expect(translator("it")("admin.settings.shipping.errors.returnsBelowLegal")).toBe("Per legge chi compra ha almeno 14 giorni: inserisci 14 o più");
    expect((await stored()).returns).toEqual(row.returns);
  });

  it("ships to Italy alone: the destinations switched off are stored as not served, their boxes ignored (docs/product/back-office.md#shipping-zones)", async () => {
    const italyOnly = {
      ship_handling_days: "2",
      ship_it_on: "on",
      ship_it_rate: "6,50",
      ship_it_free_over: "80,00",
      ship_it_transit_min: "1",
      ship_it_transit_max: "3",
      // Typed before switching the EU off: not asked, not stored.
      ship_eu_rate: "abc",
    };
    const answer = await save({ ...filled, ...italyOnly }, { context: contextWith({}, "it") });
    expect(answer.status).toBe(200);
    expect((await stored()).shipping).toEqual({
      handlingDays: 2,
      destinations: { it: { rate: 6.5, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 }, eu: null, world: null },
    });
    const none = await save({ ...filled, ship_handling_days: "2" }, { context: contextWith({}, "it") });
    expect(none.status).toBe(400);
    expect(none.data.result?.error?.ship_destinations).toEqual(["admin.settings.shipping.errors.noDestination"]);
  });

  it("reads a rate typed the admin's way: 6,50 in Italian or French is €6.50 (docs/product/content-rules.md#amounts)", async () => {
    const typed = {
      ship_handling_days: "2",
      ...Object.fromEntries(
        ["it", "eu", "world"].flatMap((code) => [
          [`ship_${code}_on`, "on"],
          [`ship_${code}_rate`, "54,90"],
          [`ship_${code}_transit_min`, "1"],
          [`ship_${code}_transit_max`, "3"],
        ]),
      ),
      ship_it_rate: "6,50",
      ship_it_free_over: "1.234,50",
      ship_eu_free_over: "1\u202f234,50",
    };
    for (const language of ["it", "fr"] as const) {
      await shop.database.db.update(shopSettings).set({ shipping: null });
      const form = language === "it" ? { ...typed, ship_eu_free_over: "" } : { ...typed, ship_it_free_over: "" };
      const answer = await save({ ...filled, ...form }, { context: contextWith({}, language) });
      expect(answer.status, language).toBe(200);
      const destinations = (await stored()).shipping?.destinations;
      expect(destinations?.it?.rate).toBe(6.5);
      expect(destinations?.world?.rate).toBe(54.9);
      expect(language === "it" ? destinations?.it?.freeOver : destinations?.eu?.freeOver).toBe(1234.5);
    }
    const refused = await save({ ...filled, ...typed, ship_it_free_over: "1.234" }, { context: contextWith({}, "it") });
    expect(refused.status).toBe(400);
    expect(refused.data.result?.error?.ship_it_free_over).toEqual(["common.amountAmbiguous"]);
  });

  it("stores the low-stock level, and the menu counts the items at or below it (docs/product/back-office.md#low-stock)", async () => {
    const [hat] = await shop.database.db.insert(items).values({ slug: "low-hat", nameI18n: { en: "Hat" }, price: 20, stock: 2 }).returning();
    const lowStock = async () =>
      ((await layoutLoader({ request: shop.request("/admin/items", { cookie: ownerCookie }), context: contextWith(), params: {} } as never)).data)
        .counts.lowStock;
    const before = await lowStock();
    expect((await save({ ...filled, low_stock_level: "2" })).status).toBe(200);
    expect((await readShopSettings(contextWith())).lowStockLevel).toBe(2);
    expect(await lowStock()).toBe(before + 1);
    const refused = await save({ ...filled, low_stock_level: "-3" });
    expect(refused.data.result?.error?.low_stock_level).toEqual(["admin.settings.errors.lowStockLevelInvalid"]);
    expect((await readShopSettings(contextWith())).lowStockLevel).toBe(2);
    await shop.database.db.delete(items).where(eq(items.id, hat.id));
  });

  it("answers in the back office's language", async () => {
    const answer = await save({ ...filled, order_email: "maria@" }, { context: contextWith({}, "it") });
    expect(answer.data.note?.description).toBe("Alcune impostazioni vanno corrette: non è stato ancora salvato nulla.");
  });

  it("lets an environment variable win: shown as set by the server, never overwritten by a post", async () => {
    const env = { orderEmail: "orders@studio.example.com", shopName: "Studio" };
    const context = contextWith(env);
    const page = await loader({ request: shop.request("/admin/settings", { cookie: ownerCookie }), context, params: {} } as never);
    expect(page.settings).toMatchObject({ shopName: "Studio", orderEmail: "orders@studio.example.com", fromServer: ["shopName", "orderEmail"] });

    // A forged post of the fixed boxes changes nothing of them; the rest is stored.
    const answer = await save({ ...filled, shop_name: "Forged", order_email: "thief@example.com" }, { context });
    expect(answer.status).toBe(200);
    const row = await stored();
    expect(row.shopName).toBeNull();
    expect(row.orderEmail).toBeNull();
    expect(row.instagramUrl).toBe("https://www.instagram.com/mariashooks/");
    expect(await readShopSettings(context)).toMatchObject({ shopName: "Studio", orderEmail: "orders@studio.example.com" });
    // Without the variable the stored values (none here) and then the defaults apply again.
    expect(await readShopSettings(contextWith())).toMatchObject({ shopName: defaultSettings.shopName, orderEmail: defaultSettings.orderEmail });
  });

  it("keeps the order address the owner's: another admin sees it read-only and cannot change it", async () => {
    await addAccount(shop, "helper@shop.test", { active: true });
    const helper = await sessionCookie(shop, "helper@shop.test");
    expect((await save(filled)).status).toBe(200);
    const page = await loader({ request: shop.request("/admin/settings", { cookie: helper }), context: contextWith(), params: {} } as never);
    expect(page.owner).toBe(ownerEmail);
    expect((await loader({ request: shop.request("/admin/settings", { cookie: ownerCookie }), context: contextWith(), params: {} } as never)).owner).toBeUndefined();

    // The helper's post keeps the order address as the owner set it; the rest is theirs to change.
    const answer = await save({ ...filled, shop_name: "Helper's name", order_email: "thief@example.com" }, { cookie: helper });
    expect(answer.status).toBe(200);
    expect(await stored()).toMatchObject({ orderEmail: "maria@example.com", shopName: "Helper's name" });
  });

  it("is for admins only: a signed-in visitor and an anonymous one can neither read nor write it", async () => {
    for (const cookie of [visitorCookie, ""]) {
      const read = await answerOf(() => loader({ request: shop.request("/admin/settings", { cookie }), context: contextWith(), params: {} } as never));
      expect(read.status).toBe(302);
      const write = await save({ ...filled, order_email: "thief@example.com" }, { cookie });
      expect(write.status).toBe(302);
    }
    expect((await stored()).orderEmail).toBeNull();
  });
});

describe("shipping and returns for shoppers", () => {
  const shippingForm = {
    ship_handling_days: "2",
    ship_it_on: "on",
    ship_eu_on: "on",
    ship_world_on: "on",
    ship_it_rate: "6",
    ship_it_free_over: "60",
    ship_it_transit_min: "1",
    ship_it_transit_max: "3",
    ship_eu_rate: "14.5",
    ship_eu_transit_min: "3",
    ship_eu_transit_max: "7",
    ship_world_rate: "25",
    ship_world_transit_min: "7",
    ship_world_transit_max: "20",
    returns_days: "14",
    returns_paid_by: "shop",
  };

  it("refuses transit days the wrong way round, keeping what was stored", async () => {
    await save({ ...filled, ...shippingForm });
    const before = await stored();
    const refused = await save({ ...filled, ...shippingForm, ship_world_transit_min: "30", ship_world_rate: "99" });
    expect(refused.status).toBe(400);
    expect(refused.data.result?.error?.ship_world_transit_max).toEqual(["admin.settings.shipping.errors.transitOrder"]);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ["en", "Italy", "€6.00, free from €60.00", "You can withdraw and send a piece back within 14 days of delivery, without giving a reason, made-to-order pieces included.", "Shipping (European Union): €14.50"],
    ["it", "Italia", "6,00 €, gratuita da 60,00 €", "Puoi recedere e rispedirmi un pezzo entro 14 giorni dalla consegna, senza dare spiegazioni, anche se fatto su ordinazione.", "Spedizione (Unione europea): 14,50 €"],
    ["fr", "Italie", "6,00 €, gratuite dès 60,00 €", "Vous pouvez vous rétracter et me renvoyer une pièce dans les 14 jours suivant la livraison, sans donner de motif, pièces sur commande comprises.", "Livraison (Union européenne) : 14,50 €"],
  ] as const)("shows the stored terms in %s on the product page, in its structured data and in the order text", async (language, italy, italyPrice, returnsText, orderLine) => {
    await save({ ...filled, ...shippingForm });
    await shop.database.db.delete(items);
    await shop.database.db.insert(items).values([
      { slug: "market-tote", nameI18n: { en: "Market tote" }, price: 45, stock: 2, tags: ["cotone"] },
      { slug: "beanie", nameI18n: { en: "Beanie" }, price: 28, stock: 3, leadTimeDays: 10 },
    ]);
    const context = contextWith({}, language);
    const root = await rootLoader({ context, request: shop.request("/"), params: {} } as never);
    expect(root.shop.shipping).toEqual((await stored()).shipping);
    expect(root.shop.returns).toEqual({ days: 14, paidBy: "shop" });
    const t = translator(language);
    const space = (text: string) => text.replace(/\s/g, " ");

    type Found = { item: import("~/shop/shopper-item").ShopperItem };
    const tote = (await productLoader({ context, request: shop.request("/product/market-tote"), params: { slug: "market-tote" } } as never)) as Found;
    const [first] = shippingLines(t, language, root.shop.shipping!, tote.item.leadTimeDays);
    expect([first.label, space(first.price)]).toEqual([italy, space(italyPrice)]);
    expect(returnSentences(t, root.shop.returns!)[0]).toBe(returnsText);

    // The structured data carries the same terms: free to Italy from 60 euros, paid below it.
    const ld = (loaderData: unknown, slug: string) => {
      const tags = productMeta({
        loaderData,
        matches: [{ loaderData: root }],
        location: { search: "" },
        params: { slug },
      } as never) as Record<string, unknown>[];
      return tags.find((tag) => "script:ld+json" in tag)?.["script:ld+json"] as { offers: Record<string, unknown> };
    };
    const toteOffer = ld(tote, "market-tote").offers;
    expect(toteOffer.shippingDetails).toEqual(
      expect.arrayContaining([expect.objectContaining({ shippingRate: { "@type": "MonetaryAmount", value: 6, currency: "EUR" } })]),
    );
    expect(toteOffer.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 14, returnFees: "https://schema.org/FreeReturn" });
    const beanie = await productLoader({ context, request: shop.request("/product/beanie"), params: { slug: "beanie" } } as never);
    const beanieOffer = ld(beanie, "beanie").offers;
    expect(beanieOffer.availability).toBe("https://schema.org/MadeToOrder");
    // Made after the order from the shop's own design: the 14 days stay (docs/product/storefront.md#right-of-withdrawal).
    expect(beanieOffer.hasMerchantReturnPolicy).toMatchObject({
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 14,
    });

    // A row stored before the rule, with 0 days and made-to-order pieces excluded, reads as the legal right.
    await shop.database.db.update(shopSettings).set({ returns: { days: 0, paidBy: "shopper", madeToOrderExcluded: true } as never });
    const oldRoot = await rootLoader({ context, request: shop.request("/"), params: {} } as never);
    const oldBeanie = productMeta({ loaderData: beanie, matches: [{ loaderData: oldRoot }], location: { search: "" }, params: { slug: "beanie" } } as never) as Record<string, unknown>[];
    const oldLd = oldBeanie.find((tag) => "script:ld+json" in tag)?.["script:ld+json"] as { offers: Record<string, unknown> };
    expect(oldLd.offers.hasMerchantReturnPolicy).toMatchObject({ returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow", merchantReturnDays: 14 });
    expect(returnSentences(t, oldRoot.shop.returns)[0]).toBe(returnsText);

    const message = composeOrderMessage({
      kind: "order",
      stored: null,
      lines: [{ ...tote.item, image: null, alt: "", selectedColorId: null, colorName: null, colorHex: null, qty: 1 }],
      customer: { name: "Ada", email: "ada@example.com", phone: "", notes: "" },
      language,
      shopEmail: root.shop.email,
      t,
      terms: { shipping: root.shop.shipping, returns: root.shop.returns, destination: "eu" },
    });
    expect(space(message.text)).toContain(space(orderLine));
    expect(message.text).toContain(returnsText);
  });
});

describe("the demo order address", () => {
  const layout = async (context: ShopContext) =>
    (await layoutLoader({ request: shop.request("/admin/items", { cookie: ownerCookie }), context, params: {} } as never)).data;

  it("is told on every back-office page until the owner sets a real address", async () => {
    expect((await layout(contextWith())).demoOrderEmail).toEqual({ email: defaultSettings.orderEmail, fromServer: false });
    await save(filled);
    expect((await layout(contextWith())).demoOrderEmail).toBeNull();
    // The server's configuration may still name the demo address: the notice says where to change it.
    expect((await layout(contextWith({ orderEmail: defaultSettings.orderEmail }))).demoOrderEmail).toEqual({
      email: defaultSettings.orderEmail,
      fromServer: true,
    });
  });

  it("is named in the start's line, and a real address replaces the warning", async () => {
    expect(await orderRecipientLine(shop.database.db, contextWith().config)).toBe(
      `Warning: order requests still go to the demo address ${defaultSettings.orderEmail}: set your address in the back office (Settings) or in SHOP_EMAIL`,
    );
    await save(filled);
    expect(await orderRecipientLine(shop.database.db, contextWith().config)).toBe("Order requests are sent to maria@example.com");
    expect(await orderRecipientLine(shop.database.db, contextWith({ orderEmail: "env@example.com" }).config)).toBe(
      "Order requests are sent to env@example.com",
    );
  });
});
