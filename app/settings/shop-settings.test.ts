import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.server";
import { settingsSchema } from "./settings-form";
import { aboutTexts, defaultSettings, isInstagramUrl, ordersGoToDemoAddress, storyParagraphs } from "./shop-settings";

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

  it("stores trimmed values, an empty Instagram box as none and empty about texts as none", () => {
    const submission = parseWithZod(form({ ...valid, about_intro_it: " Ciao " }), { schema: settingsSchema([]) });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      shopName: "Maria's Hooks",
      orderEmail: "maria@example.com",
      instagramUrl: null,
      aboutIntro: { en: null, it: "Ciao", fr: null },
      aboutStory: { en: null, it: null, fr: null },
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
    const submission = parseWithZod(form({ ...valid, ...change }), { schema: settingsSchema([]) });
    if (submission.status === "success") throw new Error("accepted");
    expect(submission.error?.[field]).toEqual([message]);
  });

  it("neither asks for nor stores a setting the server's configuration fixes", () => {
    const submission = parseWithZod(form({ instagram_url: "" }), { schema: settingsSchema(["shopName", "orderEmail"]) });
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
