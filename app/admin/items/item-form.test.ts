import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  draftVariantFields,
  draftVariantIndex,
  itemFormSchema,
  itemValues,
  missingLanguages,
  splitTags,
  variantFormSchema,
  variantValues,
  type DraftVariant,
} from "./item-form";

const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  return form;
};

describe("item form (docs/product/back-office.md#item-form)", () => {
  it("normalises what is stored", () => {
    const submission = parseWithZod(
      formOf({
        nameEn: " Tote ",
        nameIt: "Borsa",
        nameFr: "",
        price: "1,234.5",
        stock: "2",
        tags: "A, b ,, a",
        featured: "on",
        images: ["/uploads/items/1.webp", "/uploads/items/2.webp"],
      }),
      { schema: itemFormSchema("en") },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(itemValues(submission.value)).toEqual({
      slug: "tote",
      nameI18n: { en: "Tote", fr: null, it: "Borsa" },
      descriptionI18n: { en: null, fr: null, it: null },
      careI18n: { en: null, fr: null, it: null },
      goodToKnowI18n: { en: null, fr: null, it: null },
      price: 1234.5,
      stock: 2,
      active: false,
      isUnique: false,
      featured: true,
      hasColorVariants: false,
      images: ["/uploads/items/1.webp", "/uploads/items/2.webp"],
      tags: ["a", "b"],
      leadTimeDays: null,
      lowStockLevel: null,
      categoryId: null,
    });
  });

  it("takes an item's own low-stock level from 0 to 999, empty for the shop's (docs/product/back-office.md#low-stock)", () => {
    const level = (typed: string) => {
      const submission = parseWithZod(formOf({ nameEn: "Tote", price: "10", stock: "4", lowStockLevel: typed }), { schema: itemFormSchema("en") });
      return submission.status === "success" ? itemValues(submission.value).lowStockLevel : submission.reply().error?.lowStockLevel;
    };
    expect(level("3")).toBe(3);
    expect(level("0")).toBe(0);
    expect(level("")).toBeNull();
    for (const typed of ["-1", "1000", "2.5", "many"]) expect(level(typed)).toEqual(["admin.items.lowStockLevelInvalid"]);
  });

  it("reads the stock as a whole number typed the admin's way, never 1.000 as 1 (docs/product/content-rules.md#amounts)", () => {
    const stock = (typed: string, language: "en" | "it" | "fr") => {
      const submission = parseWithZod(formOf({ nameEn: "Tote", price: "10", stock: typed }), { schema: itemFormSchema(language) });
      return submission.status === "success" ? submission.value.stock : submission.reply().error?.stock;
    };
    expect(stock("1 000", "fr")).toBe(1000);
    expect(stock("1.000.000", "it")).toBe(1_000_000);
    expect(stock("1,000", "en")).toBe(1000);
    expect(stock("3,00", "it")).toBe(3);
    expect(stock("1.000", "it")).toEqual(["common.amountAmbiguous"]);
    expect(stock("2,5", "fr")).toEqual(["admin.items.errors.stockWhole"]);
    expect(stock("many", "en")).toEqual(["admin.items.errors.stockWhole"]);
    expect(stock("1000001", "en")).toEqual(["admin.items.errors.stockTooHigh"]);
  });

  it("gives the messages of docs/product/back-office.md#item-form", () => {
    const submission = parseWithZod(formOf({ nameEn: "", price: "-1", stock: "1.5" }), { schema: itemFormSchema("en") });
    expect(submission.reply().error).toMatchObject({
      nameEn: ["admin.items.englishNameRequired"],
      price: ["admin.items.priceNegative"],
      stock: ["admin.items.errors.stockWhole"],
    });
    const noSlug = parseWithZod(formOf({ nameEn: "???", price: "1", stock: "0" }), { schema: itemFormSchema("en") });
    expect(noSlug.reply().error).toMatchObject({ slug: ["admin.items.slugInvalid"] });
  });

  it("stores each note per language, an empty one as null (the shop's default), and refuses one over 500 characters", () => {
    const notes = parseWithZod(
      formOf({ nameEn: "Tote", price: "10", stock: "1", careIt: " Lavare a 30 °C. ", careEn: "", goodToKnowFr: "Doublé de lin." }),
      { schema: itemFormSchema("it") },
    );
    expect(notes.status).toBe("success");
    if (notes.status !== "success") return;
    expect(itemValues(notes.value)).toMatchObject({
      careI18n: { en: null, fr: null, it: "Lavare a 30 °C." },
      goodToKnowI18n: { en: null, fr: "Doublé de lin.", it: null },
    });
    const long = parseWithZod(formOf({ nameEn: "Tote", price: "10", stock: "1", careFr: "x".repeat(501), goodToKnowEn: "y".repeat(500) }), {
      schema: itemFormSchema("fr"),
    });
    expect(long.reply().error).toEqual({ careFr: ["admin.items.errors.noteTooLong"] });
  });

  it("refuses image addresses that are not uploads", () => {
    const submission = parseWithZod(formOf({ nameEn: "A", price: "1", stock: "0", images: "javascript:alert(1)" }), {
      schema: itemFormSchema("en"),
    });
    expect(submission.status).toBe("error");
  });

  it("splits tags on commas", () => {
    expect(splitTags(" Summer ,  , BAG")).toEqual(["summer", "bag"]);
    expect(splitTags(undefined)).toEqual([]);
  });
});

describe("variant form (docs/product/back-office.md#colour-variants)", () => {
  it("defaults the colour to #000000 and non-numbers to 0", () => {
    const submission = parseWithZod(formOf({ stock: "abc", sortOrder: "" }), { schema: variantFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") {
      expect(submission.value).toMatchObject({ colorHex: "#000000", stock: 0, sortOrder: 0, active: false });
    }
  });
});

describe("missingLanguages", () => {
  it("lists languages lacking the name, or the description when there is one", () => {
    expect(missingLanguages({ nameI18n: { en: "A", fr: "A", it: null }, descriptionI18n: {} })).toEqual(["it"]);
    expect(
      missingLanguages({ nameI18n: { en: "A", fr: "A", it: "A" }, descriptionI18n: { en: "d", it: "d" } }),
    ).toEqual(["fr"]);
    expect(missingLanguages({ nameI18n: { en: "A", fr: "A", it: "A" }, descriptionI18n: {} })).toEqual([]);
  });
});

describe("colours added before their item exists (docs/decisions/0027)", () => {
  const drafts: DraftVariant[] = [
    {
      draftId: "a",
      colorNameI18n: { en: "Coral", fr: null, it: "Corallo" },
      colorHex: "#ff7f50",
      images: ["/uploads/items/c1.webp", "/uploads/items/c2.webp"],
      stock: 2,
      sortOrder: 0,
      active: true,
    },
    { draftId: "b", colorNameI18n: { en: null, fr: null, it: null }, colorHex: "#008080", images: [], stock: 0, sortOrder: 1, active: false },
  ];
  const itemWith = (fields: [string, string][]) => {
    const form = formOf({ nameEn: "Tote", price: "10", hasColorVariants: "on" });
    for (const [name, value] of fields) form.append(name, value);
    return parseWithZod(form, { schema: itemFormSchema("en") });
  };

  it("are posted with the item and read back as they were, without the item's own stock", () => {
    const submission = itemWith(drafts.flatMap((draft, i) => draftVariantFields(draft, i)));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.stock).toBeUndefined();
    expect(submission.value.variants.map((variant) => variantValues(variant))).toEqual(
      drafts.map(({ draftId: _id, ...values }) => values),
    );
  });

  it("are checked like any colour, the error named by the colour's place", () => {
    const submission = itemWith(draftVariantFields({ ...drafts[0], colorHex: "coral" }, 0));
    expect(submission.status).toBe("error");
    if (submission.status !== "error") return;
    const names = Object.entries(submission.error ?? {})
      .filter(([, messages]) => (messages ?? []).length > 0)
      .map(([name]) => name);
    expect(names).toEqual(["variants[0].colorHex"]);
    expect(draftVariantIndex(names[0])).toBe(0);
    expect(draftVariantIndex("variants[12].stock")).toBe(12);
    expect(draftVariantIndex("stock")).toBeNull();
  });

  it("still asks the stock of an item without colours", () => {
    const submission = parseWithZod(formOf({ nameEn: "Tote", price: "10" }), { schema: itemFormSchema("en") });
    expect(submission.status === "error" ? submission.error?.stock : undefined).toEqual(["admin.items.errors.stockRequired"]);
  });
});
