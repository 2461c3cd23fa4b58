import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { settingsSchema } from "~/settings/settings-form";
import { shippingDefaults } from "~/settings/shipping-form";
import { aboutTexts, defaultSettings, isInstagramUrl, ordersGoToDemoAddress, storyParagraphs } from "./shop-settings";
import type { ReturnPolicy } from "~shared/settings-values";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("an Instagram address", () => {
  it.each(["https://www.instagram.com/filo.uncinetto/", "https://instagram.com/filo", "https://www.instagram.com/"])("%s is taken", (url) => {
    expect(isInstagramUrl(url)).toBe(true);
  });

  it.each([
    "http://www.instagram.com/filo",
    "https://instagram.com.evil.example/filo",
    "https://evil-instagram.com/filo",
    "https://user@instagram.com/filo",
    "https://www.instagram.com:8443/filo",
    "javascript:alert(1)//instagram.com",
    "www.instagram.com/filo",
    `https://www.instagram.com/${"a".repeat(300)}`,
  ])("%s is refused", (url) => {
    expect(isInstagramUrl(url)).toBe(false);
  });
});

describe("the demo order address", () => {
  it("is recognised whatever its case, and a real address is not", () => {
    expect(ordersGoToDemoAddress({ orderEmail: defaultSettings.orderEmail })).toBe(true);
    expect(ordersGoToDemoAddress({ orderEmail: " Hello@Filo-Uncinetto.example " })).toBe(true);
    expect(ordersGoToDemoAddress({ orderEmail: "maria@example.com" })).toBe(false);
  });
});

describe("the about texts", () => {
  it("split the story into paragraphs at empty lines, keeping single line breaks", () => {
    expect(storyParagraphs("One\nstill one\n\n  \nTwo\r\n\r\nThree  ")).toEqual(["One\nstill one", "Two", "Three"]);
    expect(storyParagraphs("  \n\n ")).toEqual([]);
  });

  it("show the owner's text in the page's language, else English, else the shop's own", () => {
    const settings = { aboutIntro: { en: "Hi", it: "Ciao" }, aboutStory: { en: "Once\n\nUpon" } };
    expect(aboutTexts(settings, "it", "built-in")).toEqual({ intro: "Ciao", story: ["Once", "Upon"] });
    expect(aboutTexts(settings, "fr", "built-in")).toEqual({ intro: "Hi", story: ["Once", "Upon"] });
    expect(aboutTexts({ aboutIntro: {}, aboutStory: { fr: " " } }, "fr", "built-in")).toEqual({ intro: "built-in", story: null });
  });
});

describe("the Settings form", () => {
  const valid = { shop_name: " Maria's Hooks ", order_email: "maria@example.com", instagram_url: "" };

  it("stores trimmed values, an empty Instagram box as none, empty about texts as none and an empty low-stock box as the shop's default", () => {
    const submission = parseWithZod(form({ ...valid, about_intro_it: " Ciao " }), { schema: settingsSchema([], "en") });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      shopName: "Maria's Hooks",
      orderEmail: "maria@example.com",
      instagramUrl: null,
      aboutIntro: { en: null, it: "Ciao", fr: null },
      aboutStory: { en: null, it: null, fr: null },
      shipping: null,
      returns: null,
      seller: null,
      lowStockLevel: null,
    });
  });

  it.each([
    [{ shop_name: "" }, "shop_name", "admin.settings.errors.shopNameRequired"],
    [{ shop_name: "x".repeat(81) }, "shop_name", "admin.settings.errors.shopNameTooLong"],
    [{ order_email: "" }, "order_email", "admin.settings.errors.emailRequired"],
    [{ order_email: "maria@" }, "order_email", "admin.settings.errors.emailInvalid"],
    [{ instagram_url: "http://instagram.com/maria" }, "instagram_url", "admin.settings.errors.instagramInvalid"],
    [{ about_story_fr: "x".repeat(5_001) }, "about_story_fr", "admin.settings.errors.aboutTooLong"],
  ])("refuses %j on %s with a translated message", (change, field, message) => {
    const submission = parseWithZod(form({ ...valid, ...change }), { schema: settingsSchema([], "en") });
    if (submission.status === "success") throw new Error("accepted");
    expect(submission.error?.[field]).toEqual([message]);
  });

  it("neither asks for nor stores a setting the server's configuration fixes", () => {
    const submission = parseWithZod(form({ instagram_url: "" }), { schema: settingsSchema(["shopName", "orderEmail"], "en") });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.shopName).toBeUndefined();
    expect(submission.value.orderEmail).toBeUndefined();
    expect(submission.value.instagramUrl).toBeNull();
  });
});

describe("the settings in the environment", () => {
  it("are unset by default and kept when set", () => {
    expect(loadConfig({}).settingsFromEnv).toEqual({});
    expect(loadConfig({ SHOP_NAME: " Maria ", SHOP_EMAIL: "maria@example.com", INSTAGRAM_URL: "" }).settingsFromEnv).toEqual({
      shopName: "Maria",
      orderEmail: "maria@example.com",
    });
  });

  it("stop the start with one line naming the variable when invalid", () => {
    expect(() => loadConfig({ INSTAGRAM_URL: "https://example.com/maria" })).toThrow(
      /^Invalid INSTAGRAM_URL="https:\/\/example.com\/maria": must be an https address on instagram.com$/,
    );
    expect(() => loadConfig({ SHOP_NAME: "x".repeat(81) })).toThrow(/^Invalid SHOP_NAME=/);
  });
});

describe("the shipping and returns boxes", () => {
  const valid = { shop_name: "Maria's Hooks", order_email: "maria@example.com" };
  const destination = (code: string, rate: string, freeOver: string, min: string, max: string) => ({
    [`ship_${code}_on`]: "on",
    [`ship_${code}_rate`]: rate,
    [`ship_${code}_free_over`]: freeOver,
    [`ship_${code}_transit_min`]: min,
    [`ship_${code}_transit_max`]: max,
  });
  const shipping = {
    ship_handling_days: "3",
    ...destination("it", "6.9", "80", "1", "3"),
    ...destination("eu", "14.50", "", "3", "7"),
    ...destination("world", "25", "", "7", "21"),
  };

  it("store the rates by destination in cents, an empty free-shipping threshold as none", () => {
    const submission = parseWithZod(form({ ...valid, ...shipping, returns_days: "30", returns_paid_by: "shop", returns_made_to_order_excluded: "on" }), {
      schema: settingsSchema([], "en"),
    });
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value.shipping).toEqual({
      handlingDays: 3,
      destinations: {
        it: { rate: 6.9, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 },
        eu: { rate: 14.5, freeOver: null, transitMinDays: 3, transitMaxDays: 7 },
        world: { rate: 25, freeOver: null, transitMinDays: 7, transitMaxDays: 21 },
      },
    });
    // A form posted from an older page still sends the made-to-order switch: it no longer excludes anything.
    expect(submission.value.returns).toEqual({ days: 30, paidBy: "shop" });
  });

  it("read the amounts the way the admin's language writes them (docs/product/content-rules.md#amounts)", () => {
    const italian = { ...shipping, ...destination("it", "6,50", "1.000,00", "1", "3"), ...destination("eu", "14.5", "", "3", "7") };
    const submission = parseWithZod(form({ ...valid, ...italian }), { schema: settingsSchema([], "it") });
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value.shipping?.destinations.it).toMatchObject({ rate: 6.5, freeOver: 1000 });
    expect(submission.value.shipping?.destinations.eu?.rate).toBe(14.5);
    const ambiguous = parseWithZod(form({ ...valid, ...shipping, ship_it_free_over: "1.000" }), { schema: settingsSchema([], "it") });
    expect(ambiguous.reply().error?.ship_it_free_over).toEqual(["common.amountAmbiguous"]);
    const boxes = shippingDefaults(submission.value.shipping, null, "fr");
    expect([boxes.ship_it_rate, boxes.ship_it_free_over]).toEqual(["6,50", "1000,00"]);
  });

  it("ship to Italy alone: the destinations switched off are neither asked nor stored, whatever their boxes hold", () => {
    const italyOnly = {
      ship_handling_days: "2",
      ...destination("it", "6,50", "80,00", "1", "3"),
      ship_world_rate: "25",
      ship_world_transit_min: "9",
    };
    const submission = parseWithZod(form({ ...valid, ...italyOnly }), { schema: settingsSchema([], "it") });
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value.shipping).toEqual({
      handlingDays: 2,
      destinations: { it: { rate: 6.5, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 }, eu: null, world: null },
    });
    const boxes = shippingDefaults(submission.value.shipping, null, "it");
    expect(boxes).toMatchObject({ ship_it_on: true, ship_eu_on: false, ship_world_on: false, ship_it_rate: "6,50", ship_it_free_over: "80,00" });
    expect(boxes).not.toHaveProperty("ship_eu_rate");
  });

  it("keep at least one destination on once shipping is stated", () => {
    const submission = parseWithZod(form({ ...valid, ship_handling_days: "2", ship_it_rate: "6" }), { schema: settingsSchema([], "en") });
    if (submission.status === "success") throw new Error("accepted");
    expect(submission.error?.ship_destinations).toEqual(["admin.settings.shipping.errors.noDestination"]);
  });

  it("start with every destination on while no shipping is stated", () => {
    expect(shippingDefaults(null, null, "en")).toEqual({ ship_it_on: true, ship_eu_on: true, ship_world_on: true });
  });

  it("state nothing when left empty", () => {
    const submission = parseWithZod(form({ ...valid, returns_paid_by: "shopper" }), { schema: settingsSchema([], "en") });
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    expect(submission.value.shipping).toBeNull();
    expect(submission.value.returns).toBeNull();
  });

  it.each([
    [{ ship_eu_rate: "" }, "ship_eu_rate", "admin.settings.shipping.errors.required"],
    [{ ship_handling_days: "" }, "ship_handling_days", "admin.settings.shipping.errors.required"],
    [{ ship_it_rate: "-1" }, "ship_it_rate", "admin.settings.shipping.errors.amountInvalid"],
    [{ ship_world_rate: "cheap" }, "ship_world_rate", "common.amountMalformed"],
    [{ ship_it_free_over: "20000" }, "ship_it_free_over", "admin.settings.shipping.errors.amountInvalid"],
    [{ ship_eu_transit_min: "2.5" }, "ship_eu_transit_min", "admin.settings.shipping.errors.daysInvalid"],
    [{ ship_world_transit_max: "5" }, "ship_world_transit_max", "admin.settings.shipping.errors.transitOrder"],
    [{ returns_days: "500" }, "returns_days", "admin.settings.shipping.errors.daysInvalid"],
    [{ returns_days: "0" }, "returns_days", "admin.settings.shipping.errors.returnsBelowLegal"],
    [{ returns_days: "13" }, "returns_days", "admin.settings.shipping.errors.returnsBelowLegal"],
    [{ returns_days: "14", returns_paid_by: "nobody" }, "returns_paid_by", "admin.settings.shipping.errors.paidByInvalid"],
  ])("refuse %j on %s", (change, field, message) => {
    const submission = parseWithZod(form({ ...valid, ...shipping, returns_paid_by: "shopper", ...change }), { schema: settingsSchema([], "en") });
    if (submission.status === "success") throw new Error("accepted");
    expect(submission.error?.[field]).toEqual([message]);
  });

  it("are shown again as they were stored", () => {
    const stored = parseWithZod(form({ ...valid, ...shipping, returns_days: "21", returns_paid_by: "shopper" }), { schema: settingsSchema([], "en") });
    if (stored.status !== "success") throw new Error("refused");
    const boxes = shippingDefaults(stored.value.shipping, stored.value.returns, "en");
    expect(boxes).toMatchObject({ ship_it_rate: "6.90", ship_it_free_over: "80.00", ship_eu_free_over: "", ship_world_transit_max: "21", returns_days: "21" });
    // A switch on is posted as "on", one off not at all, as a browser does.
    const posted = Object.fromEntries(Object.entries(boxes).flatMap(([name, value]) => (value === false ? [] : [[name, value === true ? "on" : value]])));
    const again = parseWithZod(form({ ...valid, ...posted }), { schema: settingsSchema([], "en") });
    if (again.status !== "success") throw new Error("refused");
    expect(again.value.shipping).toEqual(stored.value.shipping);
    expect(again.value.returns).toEqual(stored.value.returns);
  });

  it("show a row stored before the legal floor with the 14 days that apply, never 0", () => {
    const old = { days: 0, paidBy: "shop", madeToOrderExcluded: true } as ReturnPolicy;
    expect(shippingDefaults(null, old, "it")).toMatchObject({ returns_days: "14", returns_paid_by: "shop" });
    expect(shippingDefaults(null, old, "it")).not.toHaveProperty("returns_made_to_order_excluded");
  });
});
