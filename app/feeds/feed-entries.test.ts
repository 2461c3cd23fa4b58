import { describe, expect, it } from "vitest";
import type { ColorVariant, Item } from "~db/schema";
import type { ShippingSettings } from "~shared/settings-values";
import { feedLimits, rowEntries, type FeedContent, type FeedRow, type FeedShop } from "./feed-entries";
import { googleFeedXml } from "./google-feed";
import { metaFeedCsv } from "./meta-feed";

const at = new Date("2026-11-01T10:00:00Z");
const image = (name: string) => `/uploads/products/items/${name}.webp`;
const stored = "0b7c4a9e-1d2f-4e3a-9b8c-7d6e5f4a3b2c";

function item(overrides: Partial<Item> = {}): Item {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    slug: "market-tote",
    nameI18n: { en: "Market tote", it: "Borsa mercato", fr: "Cabas" },
    descriptionI18n: { en: "A roomy tote.", it: "Una borsa capiente." },
    price: 68,
    stock: 3,
    active: true,
    isUnique: false,
    featured: false,
    hasColorVariants: false,
    images: [`/uploads/products/items/${stored}.webp`],
    tags: [],
    leadTimeDays: null,
    lowStockLevel: null,
    careI18n: {},
    goodToKnowI18n: {},
    categoryId: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function colour(id: string, overrides: Partial<ColorVariant> = {}): ColorVariant {
  return {
    id,
    itemId: "11111111-1111-4111-8111-111111111111",
    colorNameI18n: { en: "Sage", it: "Salvia", fr: "Sauge" },
    colorHex: "#9caf88",
    images: [],
    stock: 2,
    sortOrder: 0,
    active: true,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const shop: FeedShop = { publicUrl: "https://shop.example", shopName: "Filo", shipping: null };
const italy = { rate: 6.5, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 };
const italyAndEu: ShippingSettings = { handlingDays: 2, destinations: { it: italy, eu: { ...italy, rate: 14 }, world: { ...italy, rate: 25 } } };
const row = (overrides: Partial<FeedRow> = {}): FeedRow => ({ item: item(), variants: [], category: { en: "Bags", it: "Borse" }, ...overrides });
const content = (rows: FeedRow[], language: "en" | "it" | "fr" = "en", feedShop = shop): FeedContent => {
  const each = rows.map((r) => rowEntries(r, feedShop, language, "Color"));
  return { entries: each.flatMap((c) => c.entries), leftOut: each.flatMap((c) => c.leftOut) };
};

describe("a feed's entries", () => {
  it("list an item without colours once, with the fields both platforms ask for", () => {
    const { entries, leftOut } = content([row()], "it");
    expect(leftOut).toEqual([]);
    expect(entries).toEqual([
      {
        id: "11111111-1111-4111-8111-111111111111",
        itemGroupId: null,
        title: "Borsa mercato",
        description: "Una borsa capiente.",
        link: "https://shop.example/product/market-tote?lng=it",
        images: [`https://shop.example/uploads/products/items/${stored}.webp`],
        jpegImages: [`https://shop.example/uploads/products/items/${stored}-preview.jpg`],
        availability: "in_stock",
        price: "68.00 EUR",
        salePrice: null,
        salePriceEffectiveDate: null,
        brand: "Filo",
        color: null,
        productType: "Borse",
        handlingDays: null,
        shipping: [],
        customLabels: ["", ""],
      },
    ]);
  });

  it("give an item with colours one entry per active colour, sharing its group, each with its colour, link and pictures first", () => {
    const rows = [
      row({
        item: item({ hasColorVariants: true, images: [image("shared")] }),
        variants: [
          colour("aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", { images: [image("sage")], stock: 0 }),
          colour("bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb", { colorNameI18n: { en: "Rust" }, sortOrder: 1 }),
          colour("cccccccc-cccc-4ccc-8ccc-cccccccccccc", { active: false, sortOrder: 2 }),
        ],
      }),
    ];
    const { entries } = content(rows, "fr");
    expect(entries.map((entry) => [entry.id, entry.itemGroupId, entry.title, entry.color, entry.availability, entry.link, entry.images])).toEqual([
      [
        "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
        "11111111-1111-4111-8111-111111111111",
        "Cabas – Sauge",
        "Sauge",
        "out_of_stock",
        "https://shop.example/product/market-tote?lng=fr&color=aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa",
        ["https://shop.example/uploads/products/items/sage.webp", "https://shop.example/uploads/products/items/shared.webp"],
      ],
      [
        "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
        "11111111-1111-4111-8111-111111111111",
        // A colour without a French name is named as on the product page: in English.
        "Cabas – Rust",
        "Rust",
        "in_stock",
        "https://shop.example/product/market-tote?lng=fr&color=bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb",
        ["https://shop.example/uploads/products/items/shared.webp"],
      ],
    ]);
  });

  it("leave out an item without its name in the feed's language, one without a price, and an entry without a picture", () => {
    const rows = [
      row({ item: item({ id: "22222222-2222-4222-8222-222222222222", slug: "english-only", nameI18n: { en: "English only" } }) }),
      row({ item: item({ id: "33333333-3333-4333-8333-333333333333", slug: "free", price: 0 }) }),
      row({ item: item({ id: "44444444-4444-4444-8444-444444444444", slug: "no-picture", images: [] }) }),
      row({
        item: item({ id: "55555555-5555-4555-8555-555555555555", slug: "colours", hasColorVariants: true, images: [] }),
        variants: [
          colour("dddddddd-dddd-4ddd-8ddd-dddddddddddd", { itemId: "55555555-5555-4555-8555-555555555555", images: [image("d")] }),
          colour("eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee", { itemId: "55555555-5555-4555-8555-555555555555", colorNameI18n: { en: "Rust" } }),
        ],
      }),
    ];
    const { entries, leftOut } = content(rows, "it");
    expect(entries.map((entry) => entry.id)).toEqual(["dddddddd-dddd-4ddd-8ddd-dddddddddddd"]);
    expect(leftOut.map(({ slug, reason, color }) => [slug, reason, color])).toEqual([
      ["english-only", "name", null],
      ["free", "price", null],
      ["no-picture", "image", null],
      ["colours", "image", { en: "Rust" }],
    ]);
    // In English the same item has its name.
    expect(content(rows.slice(0, 1), "en").entries).toHaveLength(1);
  });

  it("describe a piece without a description in the feed's language by its title, as plain text within the limits", () => {
    const long = `<b>Soft</b>\n\n${"stitch ".repeat(1000)}`;
    const [untold] = content([row()], "fr").entries;
    expect(untold.description).toBe("Cabas");
    const [told] = content([row({ item: item({ nameI18n: { en: "x".repeat(200) }, descriptionI18n: { en: long } }) })]).entries;
    expect(told.title.length).toBeLessThanOrEqual(feedLimits.title);
    expect(told.title.endsWith("…")).toBe(true);
    expect(told.description.length).toBeLessThanOrEqual(feedLimits.description);
    expect(told.description.length).toBeGreaterThan(feedLimits.description - 10);
    expect(told.description.startsWith("Soft stitch stitch")).toBe(true);
  });

  it("ship to each country of each destination served, the making time in the handling time, labelled unique and made to order", () => {
    const shipping = { ...shop, shipping: { ...italyAndEu, destinations: { ...italyAndEu.destinations, world: null } } };
    const [ready] = content([row()], "en", shipping).entries;
    expect(ready.handlingDays).toBe(2);
    expect(ready.shipping).toHaveLength(27);
    expect(ready.shipping[0]).toEqual({ country: "IT", service: "Italy", price: "6.50 EUR", minTransitDays: 1, maxTransitDays: 3 });
    expect(ready.shipping.find((s) => s.country === "FR")).toEqual({ country: "FR", service: "European Union", price: "14.00 EUR", minTransitDays: 1, maxTransitDays: 3 });
    const [made] = content([row({ item: item({ leadTimeDays: 10, isUnique: true, price: 90 }) })], "en", shipping).entries;
    expect(made.handlingDays).toBe(10);
    // From the free-shipping threshold on, one piece ships free.
    expect(made.shipping[0].price).toBe("0.00 EUR");
    expect(made.customLabels).toEqual(["unique piece", "made to order"]);
    // Without shipping stated, the making time is still the handling time.
    expect(content([row({ item: item({ leadTimeDays: 10 }) })]).entries[0].handlingDays).toBe(10);
  });
});

describe("the Google feed", () => {
  it("is RSS 2.0 in Google's namespace with each field escaped, and no empty field", () => {
    const [entry] = content([row({ item: item({ nameI18n: { en: `Tote 5 < 6 & "big" 'bold'` } }) })]).entries;
    const xml = [...googleFeedXml({ title: "Filo", link: "https://shop.example/?lng=en", description: "Filo" }, [entry])].join("");
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml).toContain("<g:title>Tote 5 &lt; 6 &amp; &quot;big&quot; &apos;bold&apos;</g:title>");
    expect(xml).toContain("<g:price>68.00 EUR</g:price><g:brand>Filo</g:brand><g:condition>new</g:condition><g:identifier_exists>no</g:identifier_exists>");
    expect(xml).not.toMatch(/<g:(item_group_id|color|custom_label_0|min_handling_time)>/);
  });
});

describe("a reduction in the feeds (docs/product/sale-prices.md#the-prior-price)", () => {
  const reduction = { was: 68, startsAt: "2026-11-20T08:00:00.000Z", endsAt: "2026-11-30T22:59:00.000Z" };
  const onSale = (entryRow: FeedRow) => rowEntries(entryRow, shop, "en", "Color", (_, variantId) => (variantId === "sage" ? { price: 54.9, reduction } : { price: 68, reduction: null }));

  it("sends the prior price as the price, the sale's as sale_price, with the sale's dates in Google's range", () => {
    const [entry] = rowEntries(row(), shop, "en", "Color", () => ({ price: 54.9, reduction })).entries;
    expect(entry).toMatchObject({ price: "68.00 EUR", salePrice: "54.90 EUR", salePriceEffectiveDate: "2026-11-20T08:00Z/2026-11-30T22:59Z" });
    const xml = [...googleFeedXml({ title: "Filo", link: "https://shop.example/", description: "Filo" }, [entry])].join("");
    expect(xml).toContain("<g:price>68.00 EUR</g:price><g:sale_price>54.90 EUR</g:sale_price><g:sale_price_effective_date>2026-11-20T08:00Z/2026-11-30T22:59Z</g:sale_price_effective_date>");
    expect([...metaFeedCsv([entry])].join("")).toContain(",68.00 EUR,54.90 EUR,2026-11-20T08:00Z/2026-11-30T22:59Z,");
  });

  it("puts a colour's sale on that colour's entry alone", () => {
    const colours = [colour("sage"), colour("rust", { colorNameI18n: { en: "Rust" }, sortOrder: 1 })];
    const { entries } = onSale(row({ item: item({ hasColorVariants: true, images: [image(stored)] }), variants: colours }));
    expect(entries.map((entry) => [entry.id, entry.price, entry.salePrice])).toEqual([
      ["sage", "68.00 EUR", "54.90 EUR"],
      ["rust", "68.00 EUR", null],
    ]);
  });
});

describe("Meta's CSV", () => {
  it("has Meta's header and quotes a field holding a comma, a quote or a line break", () => {
    const [entry] = content([row({ item: item({ descriptionI18n: { en: 'Big, "roomy"' } }) })]).entries;
    const [header, line] = [...metaFeedCsv([entry])].join("").split("\r\n");
    expect(header).toBe(
      "id,title,description,availability,condition,price,sale_price,sale_price_effective_date,link,image_link,additional_image_link,brand,item_group_id,color,product_type,shipping,custom_label_0,custom_label_1",
    );
    expect(line).toBe(
      `11111111-1111-4111-8111-111111111111,Market tote,"Big, ""roomy""",in stock,new,68.00 EUR,,,https://shop.example/product/market-tote?lng=en,https://shop.example/uploads/products/items/${stored}-preview.jpg,,Filo,,,Bags,,,`,
    );
  });
});
