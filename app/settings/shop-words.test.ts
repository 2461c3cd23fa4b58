import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/messages.server";
import type { ShopWords } from "~shared/settings-values";
import { builtInTexts, shopWordsDefaults, shopWordsSchema } from "./shop-words-form";
import { aboutWords, footerWords, homeHero } from "./shop-words";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: shopWordsSchema });

const hero = "/uploads/pages/0b7e6c1e-2f7a-4c55-9d1a-3c2b1a0f9e8d.webp";

describe("the shop's words form", () => {
  it("stores each text per language, trimmed, an empty language as null, and the three cards in order", () => {
    const submission = parse({
      hero_title: "",
      hero_title_fr: "  Fait main à Lyon  ",
      hero_title_en: "Made by hand in Lyon",
      hero_image: hero,
      tagline_it: "Uncinetto lento",
      value2_title_fr: "Durable",
      value3_text_en: "A note in every parcel.",
      care_en: "Wash at 30 °C.",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      heroTitle: { en: "Made by hand in Lyon", it: null, fr: "Fait main à Lyon" },
      heroImage: hero,
      tagline: { en: null, it: "Uncinetto lento", fr: null },
      footerText: { en: null, it: null, fr: null },
      care: { en: "Wash at 30 °C.", it: null, fr: null },
      goodToKnow: { en: null, it: null, fr: null },
    });
    expect(submission.value.aboutValues).toEqual([
      { title: { en: null, it: null, fr: null }, text: { en: null, it: null, fr: null } },
      { title: { en: null, it: null, fr: "Durable" }, text: { en: null, it: null, fr: null } },
      { title: { en: null, it: null, fr: null }, text: { en: "A note in every parcel.", it: null, fr: null } },
    ]);
  });

  it("stores no picture when the box is empty", () => {
    const submission = parse({});
    expect(submission.status === "success" && submission.value.heroImage).toBe(null);
  });

  it.each([
    ["hero_title_fr", "x".repeat(101), "admin.shopWords.errors.shortTooLong"],
    ["value1_title_it", "x".repeat(101), "admin.shopWords.errors.shortTooLong"],
    ["tagline_en", "x".repeat(301), "admin.shopWords.errors.mediumTooLong"],
    ["value3_text_fr", "x".repeat(301), "admin.shopWords.errors.mediumTooLong"],
    ["promise_it", "x".repeat(301), "admin.shopWords.errors.mediumTooLong"],
    ["care_fr", "x".repeat(501), "admin.shopWords.errors.longTooLong"],
    ["hero_image", "javascript:alert(1)", "admin.items.errors.imageInvalid"],
    ["hero_image", 'https://example.com/a.webp" onerror="x', "admin.items.errors.imageInvalid"],
  ])("refuses %s too long or malformed with its message, keeping what else was typed", (field, value, key) => {
    const submission = parse({ hero_title_en: "My title", [field]: value });
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.[field]).toEqual([key]);
    expect(submission.reply().initialValue).toMatchObject({ hero_title_en: "My title", [field]: value });
  });

  it("takes a text exactly at its limit", () => {
    expect(parse({ hero_title_fr: "x".repeat(100), tagline_fr: "x".repeat(300), care_fr: "x".repeat(500) }).status).toBe("success");
  });

  it("fills its boxes from the stored words and stores them back unchanged", () => {
    const words: ShopWords = {
      heroTitle: { en: "Hello", it: null, fr: "Bonjour" },
      heroImage: hero,
      aboutValues: [{ title: { en: "One", it: null, fr: null }, text: { en: null, it: "Uno", fr: null } }],
    };
    const defaults = shopWordsDefaults(words);
    expect(defaults).toMatchObject({ hero_title_en: "Hello", hero_title_fr: "Bonjour", hero_title_it: "", hero_image: hero, value1_text_it: "Uno", value2_title_en: "" });
    const submission = parse(Object.fromEntries(Object.entries(defaults).filter(([, value]) => value !== "")));
    expect(submission.status === "success" && submission.value).toMatchObject({
      heroTitle: words.heroTitle,
      heroImage: hero,
      aboutValues: [words.aboutValues![0], expect.anything(), expect.anything()],
    });
  });

  it("shows the shop's own text in each empty box, in the box's language", () => {
    expect(builtInTexts(translator("fr"))).toMatchObject({
      hero_title: translator("fr")("home.heroTitle"),
      tagline: translator("fr")("footer.tagline"),
      value1_title: translator("fr")("aboutPage.qualityTitle"),
      promise: translator("fr")("aboutPage.valuesSubtitle"),
    });
  });
});

describe("the shop's words on its pages (docs/product/languages.md#content-fallback)", () => {
  const words: ShopWords = {
    heroTitle: { en: "Made in Lyon", it: null, fr: "Fait main à Lyon" },
    heroSubtitle: { en: null, it: null, fr: "Des sacs au crochet" },
    heroImage: hero,
    heroImageAlt: { en: "A bag on a bench", fr: "  " },
    tagline: { fr: "Le crochet lent" },
    footerText: { en: "Parcels leave on Mondays." },
    aboutPromise: { it: "Tre promesse" },
    aboutValues: [{ title: { fr: "Qualité vraie" }, text: {} }, { title: { en: "Slow" }, text: { en: "Small batches." } }],
  };

  it("shows her text in the page's language", () => {
    const t = translator("fr");
    expect(homeHero(words, "fr", t)).toMatchObject({ title: "Fait main à Lyon", subtitle: "Des sacs au crochet" });
    expect(footerWords(words, "fr", t).tagline).toBe("Le crochet lent");
  });

  it("shows her English where her text lacks the page's language, else the shop's own text in that language", () => {
    const t = translator("it");
    const home = homeHero(words, "it", t);
    expect(home.title).toBe("Made in Lyon");
    expect(home.subtitle).toBe(t("home.heroSubtitle"));
    expect(footerWords(words, "it", t)).toEqual({ tagline: t("footer.tagline"), text: "Parcels leave on Mondays." });
    expect(footerWords({}, "it", t).text).toBeNull();
  });

  it("words each value card text by text, and always shows three", () => {
    const en = aboutWords(words, "en", translator("en"));
    expect(en.promise).toBe(translator("en")("aboutPage.valuesSubtitle"));
    expect(en.cards).toEqual([
      { title: translator("en")("aboutPage.qualityTitle"), text: translator("en")("aboutPage.qualityText") },
      { title: "Slow", text: "Small batches." },
      { title: translator("en")("aboutPage.personalTitle"), text: translator("en")("aboutPage.personalText") },
    ]);
    const fr = aboutWords(words, "fr", translator("fr"));
    expect(fr.cards[0]).toEqual({ title: "Qualité vraie", text: translator("fr")("aboutPage.qualityText") });
    expect(aboutWords(words, "it", translator("it")).promise).toBe("Tre promesse");
  });

  it("shows her picture with her description, in English when the page's language has none", () => {
    expect(homeHero(words, "fr", translator("fr")).picture).toEqual({
      src: hero,
      srcSet: expect.stringContaining("-400.webp 400w"),
      alt: "A bag on a bench",
    });
    expect(homeHero({}, "fr", translator("fr")).picture).toBeNull();
  });
});
