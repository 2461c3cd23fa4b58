import { describe, expect, it } from "vitest";
import type { ItemCard, VariantCard } from "~/catalog/item-card";
import { availabilityOf, productJsonLd } from "./json-ld";

const variant = (id: string, stock: number, image: string | null = null): VariantCard => ({
  id,
  name: id === "sage" ? "Sage" : "Sand",
  hex: "#8FA58A",
  images: image ? [image] : [],
  stock,
});

function item(overrides: Partial<ItemCard> = {}): ItemCard {
  return {
    id: "item-1",
    slug: "market-tote",
    name: "Market tote",
    description: "A roomy tote.",
    price: 45,
    stock: 2,
    images: ["/uploads/products/items/tote.webp", "/uploads/products/items/tote-inside.webp"],
    tags: ["bag"],
    isUnique: false,
    leadTimeDays: null,
    variants: [],
    ...overrides,
  };
}

const input = { publicUrl: "https://shop.example", shopName: "Filo" };

describe("availabilityOf", () => {
  it("is in stock while there is stock, sold out for a gone unique piece, else out of stock", () => {
    expect(availabilityOf(3, false)).toBe("https://schema.org/InStock");
    expect(availabilityOf(1, true)).toBe("https://schema.org/InStock");
    expect(availabilityOf(0, false)).toBe("https://schema.org/OutOfStock");
    expect(availabilityOf(0, true)).toBe("https://schema.org/SoldOut");
  });
});

describe("productJsonLd (schema.org Product)", () => {
  it("describes an item without colours with one offer", () => {
    expect(productJsonLd({ ...input, item: item() })).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Market tote",
      image: [
        "https://shop.example/uploads/products/items/tote.webp",
        "https://shop.example/uploads/products/items/tote-inside.webp",
      ],
      description: "A roomy tote.",
      sku: "market-tote",
      url: "https://shop.example/product/market-tote",
      brand: { "@type": "Brand", name: "Filo" },
      offers: [
        {
          "@type": "Offer",
          url: "https://shop.example/product/market-tote",
          price: "45.00",
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          itemCondition: "https://schema.org/NewCondition",
        },
      ],
    });
  });

  it("has one offer per colour, each with its own stock and link, and every colour's picture", () => {
    const ld = productJsonLd({
      ...input,
      item: item({
        price: 19.5,
        variants: [variant("sage", 0, "/uploads/products/items/tote-sage.webp"), variant("sand", 4)],
      }),
    });
    expect(ld.image).toEqual([
      "https://shop.example/uploads/products/items/tote.webp",
      "https://shop.example/uploads/products/items/tote-inside.webp",
      "https://shop.example/uploads/products/items/tote-sage.webp",
    ]);
    expect(ld.offers).toEqual([
      expect.objectContaining({
        name: "Market tote – Sage",
        sku: "market-tote/sage",
        url: "https://shop.example/product/market-tote?color=sage",
        price: "19.50",
        priceCurrency: "EUR",
        availability: "https://schema.org/OutOfStock",
      }),
      expect.objectContaining({
        name: "Market tote – Sand",
        url: "https://shop.example/product/market-tote?color=sand",
        availability: "https://schema.org/InStock",
      }),
    ]);
  });

  it("marks a sold unique piece SoldOut, and leaves out a missing picture and description", () => {
    const ld = productJsonLd({ ...input, item: item({ isUnique: true, stock: 0, images: [], description: "" }) });
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("description");
    expect(ld.offers).toEqual([expect.objectContaining({ availability: "https://schema.org/SoldOut" })]);
  });
});
