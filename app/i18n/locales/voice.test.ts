import { describe, expect, it } from "vitest";
import { demoArticles, demoAuthors, demoBlogCategories } from "~db/demo/blog";
import { demoCategories, demoItems, demoTagLabels } from "~db/demo/catalogue";
import type { Language } from "~shared/languages";
import { en } from "./en";
import { fr } from "./fr";
import { it as italian } from "./it";

/*
 * One voice per language (docs/product/style-en.md, style-it.md, style-fr.md, decision 0042): the
 * shop speaks as one maker ("I", "io", "je") and addresses the shopper as "you", "tu", "vous".
 * These are the words of the other voices; one of them in the interface or the demo's texts is a
 * slip back into a mixed voice.
 */

function strings(tree: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (typeof tree === "string") return [{ path, text: tree }];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, [...path, key]));
}

/** Whole words, whatever their case, with letters of any alphabet as word characters (so "êtes" holds no "tes"). */
function words(list: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}'’])(${list.join("|")})(?![\\p{L}])`, "iu");
}

const otherVoice: Record<Language, { voice: string; pattern: RegExp }[]> = {
  en: [{ voice: "the shop as 'we'", pattern: words(["we", "we'(?:ll|re|ve|d)", "us", "our", "ours", "ourselves"]) }],
  it: [
    {
      voice: "the shopper as 'voi'",
      pattern: words(["voi", "vi", "vostr[oaie]", "potete", "avete", "siete", "volete", "sapete", "dovete", "scrivete", "\\p{L}+teci", "\\p{L}+tevi"]),
    },
    { voice: "the shop as 'noi'", pattern: words(["noi", "nostr[oaie]", "abbiamo", "siamo", "scrivici", "contattaci", "raccontaci", "inviaci"]) },
  ],
  fr: [
    { voice: "the shopper as 'tu'", pattern: words(["tu", "toi", "ton", "ta", "tes", "t'", "-toi"]) },
    { voice: "the shop as 'nous'", pattern: words(["nous", "nos", "notre", "nôtre"]) },
  ],
};

/** The words of another voice in a text, with the voice they belong to. */
function mixedVoice(language: Language, text: string): string[] {
  const plain = text.replace(/<[^>]+>/g, " ");
  return otherVoice[language].flatMap(({ voice, pattern }) => {
    const found = plain.match(pattern);
    return found ? [`${voice}: "${found[0]}"`] : [];
  });
}

const interfaceTexts = { en, it: italian, fr } as const;
const demo = strings({ demoItems, demoCategories, demoTagLabels, demoArticles, demoAuthors, demoBlogCategories });

describe("one voice per language", () => {
  it("tells a mixed voice from the shop's own", () => {
    expect(mixedVoice("en", "Write to us and we reply.")).toEqual([`the shop as 'we': "us"`]);
    expect(mixedVoice("en", "Write to me and I reply; trust the process.")).toEqual([]);
    expect(mixedVoice("it", "Se volete, scriveteci.")).toEqual([`the shopper as 'voi': "volete"`]);
    expect(mixedVoice("it", "Lo scriveremo sul vostro biglietto")).toEqual([`the shopper as 'voi': "vostro"`]);
    expect(mixedVoice("it", "Il nostro preventivo")).toEqual([`the shop as 'noi': "nostro"`]);
    expect(mixedVoice("it", "Scrivimi: ti rispondo io. Colori e misure li scegliamo insieme.")).toEqual([]);
    expect(mixedVoice("fr", "Écris-moi si tu veux")).toEqual([`the shopper as 'tu': "tu"`]);
    expect(mixedVoice("fr", "<p>Notre devis</p>")).toEqual([`the shop as 'nous': "Notre"`]);
    expect(mixedVoice("fr", "Vous êtes connecté ; je vous réponds. Une tasse de thé.")).toEqual([]);
  });

  it.each(["en", "it", "fr"] as const)("holds in every %s text of the interface, the legal templates and the mails", (language) => {
    // The model withdrawal form is the shopper's statement, in the Annex's "I/We" (LEGAL.md §4).
    const texts = strings(interfaceTexts[language]).filter(({ path }) => path.slice(0, 2).join(".") !== "withdrawal.form");
    expect(texts.length).toBeGreaterThan(500);
    const faults = texts.flatMap(({ path, text }) => mixedVoice(language, text).map((fault) => `${path.join(".")}: ${fault}`));
    expect(faults).toEqual([]);
  });

  it.each(["en", "it", "fr"] as const)("holds in every %s text of the demo shop", (language) => {
    const texts = demo.filter(({ path }) => path.includes(language));
    expect(texts.length).toBeGreaterThan(50);
    const faults = texts.flatMap(({ path, text }) => mixedVoice(language, text).map((fault) => `${path.join(".")}: ${fault}`));
    expect(faults).toEqual([]);
  });
});
