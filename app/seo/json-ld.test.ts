import { describe, expect, it } from "vitest";
import type { ShopperItem, ShopperVariant } from "~/shop/shopper-item";
import type { ReturnPolicy, ShippingSettings } from "~shared/settings-values";
import { defects, richResultIssues } from "../../tests/support/rich-results";
import { availabilityOf, breadcrumbJsonLd, productJsonLd, shopJsonLd, type JsonLd } from "./json-ld";

const variant = (id: string, stock: number, image: string | null = null): ShopperVariant => ({
  id,
  name: id === "sage" ? "Sage" : "Sand",
  hex: "#8FA58A",
  images: image ? [image] : [],
  stock,
  price: 45,
  reduction: null,
});

function item(overrides: Partial<ShopperItem> = {}): ShopperItem {
  return {
    id: "item-1",
    slug: "market-tote",
    name: "Market tote",
    description: "A roomy tote.",
    price: 45,
    reduction: null,
    stock: 2,
    images: ["/uploads/products/items/tote.webp", "/uploads/products/items/tote-inside.webp"],
    tags: ["bag", "cotone"],
    labelledTags: [
      { tag: "bag", label: "bag" },
      { tag: "cotone", label: "cotone" },
    ],
    isUnique: false,
    leadTimeDays: null,
    variants: [],
    ...overrides,
  };
}

export const shipping: ShippingSettings = {
  handlingDays: 2,
  destinations: {
    it: { rate: 6, freeOver: 40, transitMinDays: 1, transitMaxDays: 3 },
    eu: { rate: 14.5, freeOver: null, transitMinDays: 3, transitMaxDays: 7 },
    world: { rate: 25, freeOver: null, transitMinDays: 7, transitMaxDays: 20 },
  },
};
export const returns: ReturnPolicy = { days: 14, paidBy: "shopper" };

const input = { publicUrl: "https://shop.example", shopName: "Filo", language: "it" as const, shipping: null, returns: null };
const offersOf = (ld: JsonLd) => ld.offers as JsonLd;

describe("availabilityOf", () => {
  it("is in stock while there is stock, made to order when made after the request, sold out or out of stock at none", () => {
    expect(availabilityOf(3, false)).toBe("https://schema.org/InStock");
    expect(availabilityOf(1, true)).toBe("https://schema.org/InStock");
    expect(availabilityOf(3, false, true)).toBe("https://schema.org/MadeToOrder");
    expect(availabilityOf(0, false)).toBe("https://schema.org/OutOfStock");
    expect(availabilityOf(0, true)).toBe("https://schema.org/SoldOut");
    expect(availabilityOf(0, true, true)).toBe("https://schema.org/SoldOut");
  });
});

describe("productJsonLd", () => {
  it("describes an item without colours as one Product at its canonical address in the page's language", () => {
    expect(productJsonLd({ ...input, item: item() })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Market tote",
      image: [
        "https://shop.example/uploads/products/items/tote.webp",
        "https://shop.example/uploads/products/items/tote-inside.webp",
      ],
      description: "A roomy tote.",
      brand: { "@type": "Brand", name: "Filo" },
      material: "cotton",
      sku: "market-tote",
      url: "https://shop.example/product/market-tote?lng=it",
      offers: {
        "@type": "Offer",
        url: "https://shop.example/product/market-tote?lng=it",
        price: "45.00",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    });
  });

  it("offers a reduced piece at the sale's price, its prior price as the struck price (docs/product/sale-prices.md#the-prior-price)", () => {
    const reduction = { was: 60, startsAt: "2026-11-20T08:00:00.000Z", endsAt: "2026-11-30T22:59:00.000Z" };
    expect(offersOf(productJsonLd({ ...input, item: item({ reduction }) }))).toMatchObject({
      price: "45.00",
      priceSpecification: { "@type": "UnitPriceSpecification", priceType: "https://schema.org/StrikethroughPrice", price: "60.00", priceCurrency: "EUR" },
    });
    const sage = { ...variant("sage", 1), price: 40, reduction };
    const [offer] = (productJsonLd({ ...input, item: item({ variants: [sage] }) }).hasVariant as JsonLd[]).map((v) => v.offers as JsonLd);
    expect(offer).toMatchObject({ price: "40.00", priceSpecification: { price: "60.00" } });
    expect(offersOf(productJsonLd({ ...input, item: item() }))).not.toHaveProperty("priceSpecification");
  });

  it("describes an item the owner left without description with the page's own description", () => {
    const ld = productJsonLd({ ...input, item: item({ description: "" }), description: "Market tote, handmade in crochet." });
    expect(ld.description).toBe("Market tote, handmade in crochet.");
    expect(productJsonLd({ ...input, item: item({ description: "" }) })).not.toHaveProperty("description");
  });

  it("marks a made-to-order piece MadeToOrder, not InStock", () => {
    expect(offersOf(productJsonLd({ ...input, item: item({ leadTimeDays: 10 }) })).availability).toBe("https://schema.org/MadeToOrder");
  });

  it("describes an item with colours as a ProductGroup varying by colour, one Product per colour", () => {
    const ld = productJsonLd({
      ...input,
      language: "fr",
      item: item({
        price: 19.5,
        stock: 4,
        variants: [
          { ...variant("sage", 0, "/uploads/products/items/tote-sage.webp"), price: 19.5 },
          { ...variant("sand", 4), price: 19.5 },
        ],
      }),
    });
    expect(ld).toMatchObject({
      "@type": "ProductGroup",
      productGroupID: "market-tote",
      variesBy: "https://schema.org/color",
      url: "https://shop.example/product/market-tote?lng=fr",
      brand: { "@type": "Brand", name: "Filo" },
    });
    expect(ld).not.toHaveProperty("offers");
    const [sage, sand] = ld.hasVariant as JsonLd[];
    expect(sage).toMatchObject({
      "@type": "Product",
      name: "Market tote – Sage",
      color: "Sage",
      sku: "market-tote/sage",
      inProductGroupWithID: "market-tote",
      url: "https://shop.example/product/market-tote?lng=fr&color=sage",
      image: [
        "https://shop.example/uploads/products/items/tote-sage.webp",
        "https://shop.example/uploads/products/items/tote.webp",
        "https://shop.example/uploads/products/items/tote-inside.webp",
      ],
      offers: { price: "19.50", availability: "https://schema.org/OutOfStock", url: "https://shop.example/product/market-tote?lng=fr&color=sage" },
    });
    expect(sand).toMatchObject({ color: "Sand", offers: { availability: "https://schema.org/InStock" } });
  });

  it("gives each offer the shipping to Italy and the EU and the return policy", () => {
    const offer = offersOf(productJsonLd({ ...input, shipping, returns, item: item({ price: 45 }) }));
    const details = offer.shippingDetails as JsonLd[];
    expect(details).toHaveLength(2);
    // Italy is free from 40 euros; the EU pays its flat rate.
    expect(details[0]).toMatchObject({
      shippingDestination: [{ "@type": "DefinedRegion", addressCountry: "IT" }],
      shippingRate: { value: 0, currency: "EUR" },
      deliveryTime: { handlingTime: { minValue: 2, maxValue: 2, unitCode: "DAY" }, transitTime: { minValue: 1, maxValue: 3 } },
    });
    expect(details[1]).toMatchObject({ shippingRate: { value: 14.5 } });
    expect((details[1].shippingDestination as JsonLd[]).map((r) => r.addressCountry)).toContain("FR");
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 14,
      returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
    });
  });

  it("names only the countries the shop ships to, in the shipping and in the return policy", () => {
    const italyOnly = { ...shipping, destinations: { ...shipping.destinations, eu: null, world: null } };
    const offer = offersOf(productJsonLd({ ...input, shipping: italyOnly, returns, item: item({ price: 45 }) }));
    const details = offer.shippingDetails as JsonLd[];
    expect(details.map((detail) => (detail.shippingDestination as JsonLd[]).map((region) => region.addressCountry))).toEqual([["IT"]]);
    expect(offer.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: ["IT"] });
    const europeOnly = { ...shipping, destinations: { ...shipping.destinations, it: null, world: null } };
    const abroad = offersOf(productJsonLd({ ...input, shipping: europeOnly, returns, item: item({ price: 45 }) }));
    expect(abroad.shippingDetails as JsonLd[]).toHaveLength(1);
    expect((abroad.hasMerchantReturnPolicy as JsonLd).applicableCountry).not.toContain("IT");
    // The rest of the world has no country list: a shop shipping only there names none, and no return countries.
    const worldOnly = { ...shipping, destinations: { ...shipping.destinations, it: null, eu: null } };
    const far = offersOf(productJsonLd({ ...input, shipping: worldOnly, returns, item: item({ price: 45 }) }));
    expect(far.shippingDetails).toEqual([]);
    expect(far).not.toHaveProperty("hasMerchantReturnPolicy");
  });

  it("takes the making time as handling time, and keeps the right of withdrawal of a made-to-order catalogue piece", () => {
    const offer = offersOf(productJsonLd({ ...input, shipping, returns, item: item({ price: 20, leadTimeDays: 10 }) }));
    expect((offer.shippingDetails as JsonLd[])[0]).toMatchObject({
      shippingRate: { value: 6 },
      deliveryTime: { handlingTime: { minValue: 10, maxValue: 10 } },
    });
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 14,
    });
  });

  it("never states a window shorter than the legal 14 days, even from a row stored with 0 days", () => {
    const old = { days: 0, paidBy: "shop", madeToOrderExcluded: true } as ReturnPolicy;
    const offer = offersOf(productJsonLd({ ...input, shipping, returns: old, item: item({ leadTimeDays: 10 }) }));
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: 14,
      returnFees: "https://schema.org/FreeReturn",
    });
    const generous = offersOf(productJsonLd({ ...input, shipping, returns: { days: 30, paidBy: "shopper" }, item: item() }));
    expect(generous.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 30 });
  });
});

describe("Google's rich-result rules", () => {
  const crumbs = breadcrumbJsonLd([
    { name: "Catalogo", url: "https://shop.example/catalog?lng=it" },
    { name: "Market tote", url: "https://shop.example/product/market-tote?lng=it" },
  ]);

  it("find no defect in a product, a product with colours, their breadcrumbs and the shop", async () => {
    const withColours = item({ variants: [variant("sage", 1, "/uploads/products/items/tote-sage.webp"), variant("sand", 2)] });
    const pages = [
      [productJsonLd({ ...input, shipping, returns, item: item() }), crumbs],
      [productJsonLd({ ...input, shipping, returns, item: withColours }), crumbs],
      [productJsonLd({ ...input, shipping, returns, item: item({ price: 40, reduction: { was: 45, startsAt: "2026-11-20T08:00:00.000Z", endsAt: "2026-11-30T22:59:00.000Z" } }) }), crumbs],
      shopJsonLd({ ...input, orderEmail: "ciao@filo.example", instagramUrl: "https://www.instagram.com/filo", logo: "/favicon.svg" }),
    ];
    for (const objects of pages) expect(defects(await richResultIssues(objects))).toEqual([]);
  });

  it("find what a product misses: an offer without price, a variant without its colour", async () => {
    const ld = productJsonLd({ ...input, item: item({ variants: [variant("sage", 1)] }) });
    const [sage] = ld.hasVariant as JsonLd[];
    delete sage.color;
    delete (sage.offers as JsonLd).price;
    delete ld.brand;
    const found = defects(await richResultIssues([ld])).flatMap((issue) => issue.fields);
    expect(found).toEqual(expect.arrayContaining(["color", "brand", "price"]));
  });
});
