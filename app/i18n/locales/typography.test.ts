import { describe, expect, it } from "vitest";
import { demoArticles } from "~db/demo/blog";
import { demoCategories, demoItems } from "~db/demo/catalogue";
import { en } from "./en";
import { fr } from "./fr";
import { it as italian } from "./it";

/*
 * docs/product/style-fr.md: French puts a no-break space (U+00A0, or the narrow U+202F) before
 * : ; ! ?, inside « », after n° and between the thousands of a number, so a line never breaks
 * between a word and its mark. A plain space there is a defect.
 */

type Tree = { [key: string]: string | Tree };

function strings(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

const plainSpace = [
  { rule: "before : ; ! ?", pattern: / [:;!?]/ },
  { rule: "after «", pattern: /« / },
  { rule: "before »", pattern: / »/ },
  { rule: "in n° 12", pattern: /n° (?:\d|\{\{)/ },
  // "Total:" with no space at all, as a join of a label and its value writes it.
  { rule: "no space before : ; ! ?", pattern: /[^\s\u00a0\u202f][:;!?](?=\s|$)/m },
  { rule: "in 2 000", pattern: /\d \d{3}(?!\d)/ },
];

/** Every place of `text` where a plain space stands where French needs a no-break one. */
function frenchSpacingFaults(text: string): string[] {
  return plainSpace.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => rule);
}

describe("French typography", () => {
  it("finds a plain space where a no-break space belongs, and accepts the no-break ones", () => {
    expect(frenchSpacingFaults("Couleur : crème")).toEqual(["before : ; ! ?"]);
    expect(frenchSpacingFaults("Vraiment ?")).toEqual(["before : ; ! ?"]);
    expect(frenchSpacingFaults("« Merci »")).toEqual(["after «", "before »"]);
    expect(frenchSpacingFaults("la commande n° 12 de 2 000 €")).toEqual(["in n° 12", "in 2 000"]);
    expect(frenchSpacingFaults("Demande n° {{reference}}")).toEqual(["in n° 12"]);
    expect(frenchSpacingFaults("Total: 68,00 €")).toEqual(["no space before : ; ! ?"]);
    expect(frenchSpacingFaults("Couleur\u00a0: crème\u202f; «\u00a0Merci\u00a0»\u202f! n°\u00a012, 2\u202f000 €")).toEqual([]);
    // A mark with no space before it, as in an address, is no fault.
    expect(frenchSpacingFaults("https://example.com/?lng=fr")).toEqual([]);
  });

  it("is kept by every French text of the interface", () => {
    const faults = strings(fr).flatMap(([key, text]) => frenchSpacingFaults(text).map((rule) => `${key}: ${rule}`));
    expect(faults).toEqual([]);
  });

  it("is kept by the French texts of the demo shop", () => {
    const texts = [
      ...demoItems.flatMap((item) => strings(item).filter(([key]) => key.endsWith(".fr") || key === "fr")),
      ...demoCategories.flatMap((category) => strings(category).filter(([key]) => key.endsWith(".fr"))),
      ...demoArticles.flatMap((article) => strings(article).filter(([key]) => key.includes("fr."))),
    ];
    expect(texts.length).toBeGreaterThan(20);
    const faults = texts.flatMap(([key, text]) => frenchSpacingFaults(text).map((rule) => `${key}: ${rule}`));
    expect(faults).toEqual([]);
  });
});

describe("placeholders", () => {
  const names = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
  const english = new Map(strings(en as Tree));

  it.each([
    ["it", italian],
    ["fr", fr],
  ] as const)("every {{placeholder}} of English is in %s, and no other", (_, messages) => {
    const wrong = strings(messages as Tree)
      .filter(([key, text]) => english.has(key) && names(text).join() !== names(english.get(key)!).join())
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});
