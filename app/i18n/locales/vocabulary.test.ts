import { describe, expect, it } from "vitest";
import { demoArticles, demoAuthors, demoBlogCategories } from "~db/demo/blog";
import { demoCategories, demoItems, demoTagLabels } from "~db/demo/catalogue";
import { fr } from "./fr";
import { it as italian } from "./it";

/*
 * docs/product/style-it.md#lessico, style-fr.md#vocabulaire: what the shop sells is a "pezzo" /
 * "prodotto", a "pièce" / "produit"; "articolo" / "article" is a blog post (or an article of law).
 * docs/product/style-it.md#tipografia, style-fr.md#typographie: one apostrophe, the straight one,
 * and « » for quotations, so a text never mixes two and a search for "l'uncinetto" finds it.
 */

function strings(tree: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof tree === "string") return [{ path: path.join("."), text: tree }];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, [...path, key]));
}

const languages = { it: italian, fr } as const;
const demo = strings({ demoItems, demoCategories, demoTagLabels, demoArticles, demoAuthors, demoBlogCategories });

/** The demo's texts in one language (the article's `it.content`, an item's `name.it`). */
const demoIn = (language: "it" | "fr") => demo.filter(({ path }) => path.split(".").includes(language));

/** "articolo", "articles"…, except an article of law ("articolo 59", "article L221-28"). */
const articleWord = /(?<!\p{L})(articol[oi]|articles?)(?!\p{L})(?!\s+(?:\d|L\d))/iu;

/** Keys where the word names blog posts: the blog's own texts, and the lists that name them beside the pieces. */
const aboutTheBlog = (key: string) =>
  /article|blog/i.test(key) || key === "policyTexts.privacy" || key === "admin.demoContent.intro";

/** The words that stand for a shop's piece where "articolo"/"article" is used for one. */
function pieceCalledArticle(texts: { path: string; text: string }[], allowed: (key: string) => boolean): string[] {
  return texts.filter(({ path, text }) => articleWord.test(text) && !allowed(path)).map(({ path, text }) => `${path}: ${text}`);
}

const curly = /[’‘“”]/u;

describe("a shop's piece is never an 'articolo' / 'article'", () => {
  it("tells the blog's article and the law's from a piece", () => {
    expect(articleWord.test("Carrello, 1 articolo")).toBe(true);
    expect(articleWord.test("Cet article est épuisé")).toBe(true);
    expect(articleWord.test("art. 59, comma 1; articolo 59 del Codice")).toBe(false);
    expect(articleWord.test("Code de la consommation, article L221-28")).toBe(false);
    expect(articleWord.test("Articulation, articulé")).toBe(false);
    expect(pieceCalledArticle([{ path: "nav.cartWithCount_one", text: "Panier, 1 article" }], aboutTheBlog)).toHaveLength(1);
    expect(pieceCalledArticle([{ path: "blogPage.latestTitle", text: "Derniers articles" }], aboutTheBlog)).toEqual([]);
  });

  it.each(["it", "fr"] as const)("in the %s interface, mails and legal templates", (language) => {
    expect(pieceCalledArticle(strings(languages[language]), aboutTheBlog)).toEqual([]);
  });

  it.each(["it", "fr"] as const)("in the %s texts of the demo shop, its blog included", (language) => {
    const texts = demoIn(language);
    expect(texts.length).toBeGreaterThan(50);
    expect(pieceCalledArticle(texts, () => false)).toEqual([]);
  });
});

describe("one apostrophe and one kind of quotation marks per language", () => {
  it.each(["it", "fr"] as const)("in the %s interface and the demo shop: the straight apostrophe and « »", (language) => {
    const texts = [...strings(languages[language]), ...demoIn(language)];
    expect(texts.filter(({ text }) => text.includes("'")).length).toBeGreaterThan(100);
    expect(texts.filter(({ text }) => curly.test(text)).map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });
});
