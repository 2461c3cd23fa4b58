import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ShopContext } from "~/context";
import { translator } from "~/i18n/messages.server";
import { releaseUnusedImages } from "~/media/image-cleanup.server";
import type { MediaStorage } from "~/media/storage.server";
import { loader as rootLoader } from "~/root";
import { loader as aboutLoader } from "~/routes/about";
import { action, loader } from "~/routes/admin/shop-words";
import { loader as homeLoader } from "~/routes/home";
import { readShopSettings } from "~/shop/shop-settings.server";
import { readContentVersion } from "~db/content-version";
import { shopSettings } from "~db/schema";
import type { Language } from "~shared/languages";
import { contentReadsOf } from "../support/database";
import { addAccount, createTestShop, ownerEmail, sessionCookie, type TestShop } from "./admin-support";
import { answerOf, type Answer } from "./hostile-support";

/**
 * "Your shop's words" (docs/product/back-office.md#shop-words) through its own loader and action,
 * on this run's database: what it stores, what it refuses, who may use it, and what the home, About
 * and every page's footer then show in each language.
 */

let shop: TestShop;
let ownerCookie = "";
let adminCookie = "";
let visitorCookie = "";

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  await addAccount(shop, "helper@shop.test", { active: true });
  await addAccount(shop, "visitor@shop.test");
  ownerCookie = await sessionCookie(shop, ownerEmail);
  adminCookie = await sessionCookie(shop, "helper@shop.test");
  visitorCookie = await sessionCookie(shop, "visitor@shop.test");
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  await shop.database.db.delete(shopSettings);
  await shop.database.db.insert(shopSettings).values({ id: 1, shopName: "Maria's Hooks", aboutIntroI18n: { en: "I crochet." } });
});

const context = (language: Language = "en"): ShopContext => {
  const base = shop.context();
  return { ...base, language, contentReads: contentReadsOf(base.db) };
};

type WordsAnswer = Answer & {
  data: { note?: { kind: string; title: string; description?: string }; result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
};

async function save(form: Record<string, string>, cookie = ownerCookie, language: Language = "en") {
  const request = shop.request("/admin/settings/words", { form, cookie });
  return (await answerOf(() => action({ request, context: context(language), params: {} } as never))) as WordsAnswer;
}

const hero = "/uploads/pages/0b7e6c1e-2f7a-4c55-9d1a-3c2b1a0f9e8d.webp";

/** The owner, in French, writes her hero title, tagline, her first About card and a care note; nothing in English. */
const frenchWords = {
  hero_title_fr: "Des sacs au crochet qui durent toute une vie, faits main à Lyon",
  hero_image: hero,
  hero_image_alt_fr: "Un sac au crochet sur un banc",
  tagline_fr: "Le crochet lent, point par point",
  value1_title_fr: "Des fils choisis",
  value1_text_fr: "Coton bio et laine d'ici.",
  care_fr: "Lavage à 30 °C.",
};

const pages = async (language: Language) => {
  const request = (path: string) => shop.request(path);
  const [root, home, about] = await Promise.all([
    rootLoader({ context: context(language), request: request("/"), params: {} } as never),
    homeLoader({ context: context(language), request: request("/"), params: {} } as never),
    aboutLoader({ context: context(language), request: request("/about"), params: {} } as never),
  ]);
  return { footer: root.shop.footer, hero: home.hero, values: about.values };
};

describe("the shop's words", () => {
  it("are stored alone, move the content version on, and the shop's pages show them with the content fallback", async () => {
    const before = await readContentVersion(shop.database.db);
    const answer = await save(frenchWords);
    expect(answer.status).toBe(200);
    expect(answer.data.note).toMatchObject({ kind: "success", title: "Your shop's words are saved" });
    const settings = await readShopSettings(context());
    expect(settings.shopWords).toMatchObject({
      heroTitle: { en: null, it: null, fr: frenchWords.hero_title_fr },
      heroImage: hero,
      tagline: { fr: frenchWords.tagline_fr },
      care: { fr: "Lavage à 30 °C." },
    });
    // The other settings stay as they were.
    expect(settings).toMatchObject({ shopName: "Maria's Hooks", aboutIntro: { en: "I crochet." } });
    expect(await readContentVersion(shop.database.db)).toBeGreaterThan(before);

    const fr = await pages("fr");
    expect(fr.hero).toMatchObject({ title: frenchWords.hero_title_fr, subtitle: translator("fr")("home.heroSubtitle") });
    expect(fr.hero.picture).toMatchObject({ src: hero, alt: "Un sac au crochet sur un banc" });
    expect(fr.footer).toEqual({ tagline: frenchWords.tagline_fr, text: null });
    expect(fr.values.cards[0]).toEqual({ title: "Des fils choisis", text: "Coton bio et laine d'ici." });
    expect(fr.values.cards[1].title).toBe(translator("fr")("aboutPage.sustainabilityTitle"));

    // She wrote no English: an English page keeps the shop's own English texts (her picture is the shop's).
    const en = await pages("en");
    const t = translator("en");
    expect(en.hero).toMatchObject({ title: t("home.heroTitle"), subtitle: t("home.heroSubtitle") });
    expect(en.hero.picture).toMatchObject({ src: hero, alt: "" });
    expect(en.footer.tagline).toBe(t("footer.tagline"));
    expect(en.values.cards[0]).toEqual({ title: t("aboutPage.qualityTitle"), text: t("aboutPage.qualityText") });

    // Once she writes English, an Italian page shows her English.
    expect((await save({ ...frenchWords, hero_title_en: "Crochet bags for a lifetime" })).status).toBe(200);
    expect((await pages("it")).hero.title).toBe("Crochet bags for a lifetime");
    // The form opens on what was stored.
    const read = await loader({ request: shop.request("/admin/settings/words", { cookie: ownerCookie }), context: context(), params: {} } as never);
    expect(read.words.heroTitle).toMatchObject({ en: "Crochet bags for a lifetime", fr: frenchWords.hero_title_fr });
    expect(read.builtIn.fr.hero_title).toBe(translator("fr")("home.heroTitle"));
  });

  it("refuses a text over its limit in the admin's language, answers every box back as typed and stores nothing", async () => {
    await save(frenchWords);
    const stored = await readShopSettings(context());
    const versionBefore = await readContentVersion(shop.database.db);
    const typed = { ...frenchWords, tagline_it: "Uncinetto lento", value2_text_en: "x".repeat(301) };
    const answer = await save(typed, ownerCookie, "it");
    expect(answer.status).toBe(400);
    expect(answer.data.result?.error).toEqual({ value2_text_en: ["admin.shopWords.errors.mediumTooLong"] });
    expect(answer.data.note).toMatchObject({ kind: "error", description: translator("it")("admin.settings.fixErrors") });
    expect(answer.data.result?.initialValue).toEqual(typed);
    expect((await readShopSettings(context())).shopWords).toEqual(stored.shopWords);
    expect(await readContentVersion(shop.database.db)).toBe(versionBefore);
  });

  it("may be written by any admin, and by nobody else", async () => {
    expect((await save({ tagline_en: "From a helper" }, adminCookie)).status).toBe(200);
    for (const cookie of [visitorCookie, ""]) {
      const read = await answerOf(() => loader({ request: shop.request("/admin/settings/words", { cookie }), context: context(), params: {} } as never));
      expect(read.status).toBe(302);
      expect((await save({ tagline_en: "Defaced" }, cookie)).status).toBe(302);
    }
    expect((await readShopSettings(context())).shopWords.tagline?.en).toBe("From a helper");
  });

  it("keeps the hero picture while the home page shows it", async () => {
    expect((await save(frenchWords)).status).toBe(200);
    const deleted: string[] = [];
    const storage = {
      keyOf: (url: string) => (url.startsWith("/uploads/") ? url.slice("/uploads/".length) : null),
      delete: async (key: string) => void deleted.push(key),
    } as unknown as MediaStorage;
    const log = { warn: () => {} };
    expect(await releaseUnusedImages(shop.database.db, storage, log, [hero])).toBe(0);
    expect(deleted).toEqual([]);
    expect((await save({ ...frenchWords, hero_image: "" })).status).toBe(200);
    expect(await releaseUnusedImages(shop.database.db, storage, log, [hero])).toBe(1);
  });
});
