import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { it as italian } from "~/i18n/locales/it";
import { fontsFolder, keptCharacters, shopFonts, subsetShopFont, unicodeRange } from "./subset-fonts";

const stylesheet = fs.readFileSync(new URL("../app/app.css", import.meta.url), "utf8");

/** Every string in a locale's texts. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the shop's fonts", () => {
  it.each(shopFonts)("ships $file as the script cuts it from the installed package", async (font) => {
    const shipped = fs.readFileSync(path.join(fontsFolder, font.file));
    expect((await subsetShopFont(font)).equals(shipped)).toBe(true);
    // Cutting a font is seconds of work for one core; a shared machine doubles it.
  }, 30_000);

  it.each(shopFonts)("declares $file with the characters and weights it keeps", (font) => {
    const face = [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]).find((body) => body.includes(font.file));
    expect(face).toBeDefined();
    expect(face!.replace(/\s+/g, " ")).toContain(`unicode-range: ${unicodeRange()};`);
    expect(face).toContain(`font-weight: ${font.weights.min} ${font.weights.max};`);
  });

  it("keeps every character of the English, Italian and French texts, and of prices in euros", () => {
    const prices = ["en", "it", "fr"].map((locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(-12345.67));
    const used = new Set([...texts(en), ...texts(italian), ...texts(fr), ...prices].join(""));
    const missing = [...used].filter((char) => {
      const code = char.codePointAt(0)!;
      return !keptCharacters.some(([first, last]) => code >= first && code <= last);
    });
    expect(missing).toEqual([]);
  });
});
