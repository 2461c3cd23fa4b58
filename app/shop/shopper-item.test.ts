import { describe, expect, it } from "vitest";
import type { ColorVariant, Item } from "~db/schema";
import {
  availableStock,
  cartProductFor,
  chosenVariant,
  defaultVariant,
  imageFor,
  imagesFor,
  isUniqueItem,
  normalizeTags,
  productNotes,
  toShopperItem,
  toShopperVariant,
  type ShopNotes,
} from "./shopper-item";

const created = new Date("2026-01-01T00:00:00Z");

function item(overrides: Partial<Item> = {}): Item {
  return {
    id: "item-1",
    slug: "market-tote",
    nameI18n: { en: "Market tote", it: "Borsa mercato", fr: null },
    descriptionI18n: { en: "A roomy tote.", it: "Una borsa capiente." },
    price: 45,
    stock: 2,
    active: true,
    isUnique: false,
    featured: true,
    hasColorVariants: false,
    images: ["/uploads/products/items/tote.webp"],
    tags: [" Bags ", "cotton", "BAGS", ""],
    leadTimeDays: null,
    lowStockLevel: null,
    careI18n: {},
    goodToKnowI18n: {},
    categoryId: null,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

function variant(overrides: Partial<ColorVariant> = {}): ColorVariant {
  return {
    id: "v-1",
    itemId: "item-1",
    colorNameI18n: { en: "Terracotta", it: "Terracotta", fr: "Terre cuite" },
    colorHex: "#B5523B",
    images: ["/uploads/products/items/tote-terracotta.webp"],
    stock: 3,
    sortOrder: 0,
    active: true,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

describe("tags and the unique marker (docs/product/content-rules.md#tags, docs/product/storefront.md#unique-pieces)", () => {
  it("lowercases and trims tags, dropping blanks and repeats", () => {
    expect(normalizeTags([" Bags ", "cotton", "BAGS", "", "  "])).toEqual(["bags", "cotton"]);
  });
  it("counts an item as unique when flagged or tagged unique", () => {
    expect(isUniqueItem(true, [])).toBe(true);
    expect(isUniqueItem(false, [" Unique "])).toBe(true);
    expect(isUniqueItem(false, ["uniquely-made"])).toBe(false);
  });
});

describe("toShopperVariant (docs/product/storefront.md#colour-choice: name in the language, then English, then Color)", () => {
  const pricedItem = { id: "item-1", price: 45 };
  it("uses the page's language", () => {
    expect(toShopperVariant(variant(), pricedItem, "fr", "Couleur").name).toBe("Terre cuite");
  });
  it("falls back to English, then to the word for Color", () => {
    expect(toShopperVariant(variant({ colorNameI18n: { en: "Sage" } }), pricedItem, "it", "Colore").name).toBe("Sage");
    expect(toShopperVariant(variant({ colorNameI18n: {} }), pricedItem, "it", "Colore").name).toBe("Colore");
  });
});

describe("toShopperItem", () => {
  it("localizes with the English fallback and reads tags and the unique marker", () => {
    const card = toShopperItem(item({ tags: ["Unique", "bags"] }), [], "fr", "Couleur");
    expect(card).toMatchObject({
      name: "Market tote",
      description: "A roomy tote.",
      tags: ["unique", "bags"],
      isUnique: true,
      variants: [],
    });
    expect(toShopperItem(item(), [], "it", "Colore").name).toBe("Borsa mercato");
  });

  it("lists only the item's active variants, by sort order", () => {
    const card = toShopperItem(
      item({ hasColorVariants: true }),
      [
        variant({ id: "late", sortOrder: 2 }),
        variant({ id: "hidden", sortOrder: 0, active: false }),
        variant({ id: "first", sortOrder: 1 }),
        variant({ id: "other-item", itemId: "item-2", sortOrder: 0 }),
      ],
      "en",
      "Color",
    );
    expect(card.variants.map((v) => v.id)).toEqual(["first", "late"]);
  });

  it("ignores variant rows when the item has colour variants turned off", () => {
    expect(toShopperItem(item({ hasColorVariants: false }), [variant()], "en", "Color").variants).toEqual([]);
  });
});

describe("colour choice on a card (docs/product/storefront.md#colour-choice)", () => {
  const withColours = toShopperItem(
    item({ hasColorVariants: true, stock: 9 }),
    [variant({ id: "red", stock: 0 }), variant({ id: "blue", sortOrder: 1, stock: 4, images: [] })],
    "en",
    "Color",
  );
  const plain = toShopperItem(item(), [], "en", "Color");

  it("chooses the first colour in stock at first, in the colours' order, or none", () => {
    expect(defaultVariant(withColours)?.id).toBe("blue");
    expect(defaultVariant(plain)).toBeNull();
    const inStock = (stocks: number[]) =>
      toShopperItem(
        item({ hasColorVariants: true }),
        stocks.map((stock, i) => variant({ id: `c${i}`, sortOrder: stocks.length - i, stock })),
        "en",
        "Color",
      );
    // Listed by sort order (c2, c1, c0): the first of them with stock, not the first stored.
    expect(defaultVariant(inStock([3, 2, 0]))?.id).toBe("c1");
    expect(defaultVariant(inStock([0, 5, 1]))?.id).toBe("c2");
  });

  it("chooses the first colour, sold out, when every colour is sold out", () => {
    const allSoldOut = toShopperItem(
      item({ hasColorVariants: true }),
      [variant({ id: "b", sortOrder: 1, stock: 0 }), variant({ id: "a", sortOrder: 0, stock: 0 })],
      "en",
      "Color",
    );
    expect(defaultVariant(allSoldOut)?.id).toBe("a");
    expect(availableStock(allSoldOut, defaultVariant(allSoldOut))).toBe(0);
  });

  it("uses the variant's stock, else the item's; an item with colours has their sum, not its own", () => {
    expect(availableStock(withColours, withColours.variants[0])).toBe(0);
    expect(availableStock(withColours, withColours.variants[1])).toBe(4);
    expect(withColours.stock).toBe(4);
    expect(availableStock(plain, null)).toBe(2);
  });

  it("counts an item with colours but none active as sold out, whatever its own stock says", () => {
    const noneActive = toShopperItem(item({ hasColorVariants: true, stock: 9 }), [variant({ active: false, stock: 5 })], "en", "Color");
    expect(noneActive.stock).toBe(0);
    expect(availableStock(noneActive, defaultVariant(noneActive))).toBe(0);
  });

  it("shows the variant's first image, else the item's, else none", () => {
    expect(imageFor(withColours, withColours.variants[0])).toBe("/uploads/products/items/tote-terracotta.webp");
    expect(imageFor(withColours, withColours.variants[1])).toBe("/uploads/products/items/tote.webp");
    expect(imageFor(toShopperItem(item({ images: [] }), [], "en", "Color"), null)).toBeNull();
  });

  it("takes the colour named in a link when the item has it, else the default", () => {
    expect(chosenVariant(withColours, "blue")?.id).toBe("blue");
    // A sold-out colour named in a link is shown, as the link says.
    expect(chosenVariant(withColours, "red")?.id).toBe("red");
    expect(chosenVariant(withColours, "no-such-colour")?.id).toBe("blue");
    expect(chosenVariant(withColours, null)?.id).toBe("blue");
    expect(chosenVariant(plain, "blue")).toBeNull();
  });

  it("shows the variant's pictures first, then the item's own, which every colour shares", () => {
    expect(imagesFor(withColours, withColours.variants[0])).toEqual([
      "/uploads/products/items/tote-terracotta.webp",
      "/uploads/products/items/tote.webp",
    ]);
    expect(imagesFor(withColours, withColours.variants[1])).toEqual(["/uploads/products/items/tote.webp"]);
    expect(imagesFor(plain, null)).toEqual(["/uploads/products/items/tote.webp"]);
  });

  it("builds the cart line for the chosen colour", () => {
    expect(cartProductFor(withColours, withColours.variants[1])).toMatchObject({
      id: "item-1",
      selectedColorId: "blue",
      colorName: "Terracotta",
      colorHex: "#B5523B",
      stock: 4,
      price: 45,
      alt: "Market tote – Terracotta",
    });
    expect(cartProductFor(plain, null)).toMatchObject({ selectedColorId: null, colorName: null, stock: 2 });
  });
});

describe("productNotes (docs/product/storefront.md#product-page, docs/decisions/0061)", () => {
  const shop: ShopNotes = {
    care: { en: "Hand wash cold, dry flat.", it: "Lavare a mano in acqua fredda." },
    goodToKnow: { en: "Every piece is made in a smoke-free home." },
  };
  const notesOf = (overrides: Partial<Item>, shopWords: ShopNotes = shop, language: "en" | "it" | "fr" = "it") =>
    productNotes(item(overrides), shopWords, language);

  it("shows the item's own note in the page's language", () => {
    const own = { careI18n: { en: "Machine wash at 30 °C.", it: "In lavatrice a 30 °C." }, goodToKnowI18n: { it: "Foderata in lino." } };
    expect(notesOf(own)).toEqual({ care: "In lavatrice a 30 °C.", goodToKnow: "Foderata in lino." });
  });

  it("falls back to the item's English note before the shop's note, even in the page's language", () => {
    expect(notesOf({ careI18n: { en: "Machine wash at 30 °C.", it: "  " } }).care).toBe("Machine wash at 30 °C.");
  });

  it("falls back to the shop's note in the page's language, then in English, for an item without one", () => {
    expect(notesOf({ careI18n: { en: null, it: null, fr: null } })).toEqual({
      care: "Lavare a mano in acqua fredda.",
      goodToKnow: "Every piece is made in a smoke-free home.",
    });
    expect(notesOf({}, shop, "fr").care).toBe("Hand wash cold, dry flat.");
  });

  it("shows no note when neither the item nor the shop wrote one: the shop states no care of its own", () => {
    expect(notesOf({}, {})).toEqual({ care: null, goodToKnow: null });
    expect(notesOf({}, { care: { en: " ", it: "" }, goodToKnow: {} })).toEqual({ care: null, goodToKnow: null });
  });
});
