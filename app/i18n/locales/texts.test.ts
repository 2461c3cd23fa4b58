import { describe, expect, it } from "vitest";
import specTexts from "../../../tests/spec/texts.json";
import { en } from "./en";
import { fr } from "./fr";
import { it as italian } from "./it";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en as Tree);
const translations = { it: flatten(italian as Tree), fr: flatten(fr as Tree) };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The brief's texts (docs/product/languages.md#interface-texts), word for word, with the translator's `{{name}}` placeholders. */
const required = Object.entries(specTexts)
  .filter(([group]) => group !== "about")
  .flatMap(([, texts]) => texts as string[])
  .map((text) => text.replace(/\{(\w+)\}/g, "{{$1}}"));

describe("the brief's texts (docs/product/languages.md#interface-texts)", () => {
  it.each(required)("%j is in the English locale and translated into Italian and French", (text) => {
    const keys = [...english].filter(([, value]) => value === text).map(([key]) => key);
    expect(keys, `no English key has the text ${JSON.stringify(text)}`).not.toEqual([]);
    for (const key of keys) {
      for (const [language, messages] of Object.entries(translations)) {
        const translated = messages.get(key);
        expect(translated?.trim(), `${language}: ${key}`).toBeTruthy();
        expect(placeholders(translated!), `${language}: ${key} placeholders`).toEqual(placeholders(text));
      }
    }
  });

  it("are really translated, not copied (a few words are the same in every language)", () => {
    for (const messages of Object.values(translations)) {
      const keys = [...english].filter(([, value]) => required.includes(value)).map(([key]) => key);
      const copied = keys.filter((key) => messages.get(key) === english.get(key));
      expect(copied.length / keys.length).toBeLessThan(0.15);
    }
  });
});

describe("every locale", () => {
  it("has exactly the keys of English, none empty", () => {
    for (const messages of Object.values(translations)) {
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of messages) expect(value.trim(), key).not.toBe("");
    }
  });
});
