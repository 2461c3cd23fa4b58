import { describe, expect, it } from "vitest";
import { pageUrl } from "~/shop/page-addresses";
import { pageMeta } from "./meta";

const base = {
  description: "A roomy market tote crocheted in cotton.",
  path: "/product/market-tote",
  language: "fr" as const,
  publicUrl: "https://shop.example",
  shopName: "Filo",
};

function find(tags: ReturnType<typeof pageMeta>, predicate: (t: Record<string, unknown>) => boolean) {
  return tags.filter((t) => predicate(t as Record<string, unknown>)) as Record<string, string>[];
}

describe("pageMeta", () => {
  it("cuts the title to 60 characters (57 plus an ellipsis) and the description to 160", () => {
    const tags = pageMeta({ ...base, title: "T".repeat(80), description: "D".repeat(200) });
    const title = find(tags, (t) => "title" in t)[0].title;
    expect(title).toHaveLength(58);
    expect(title).toBe(`${"T".repeat(57)}…`);
    const description = find(tags, (t) => t.name === "description")[0].content;
    expect(description).toBe(`${"D".repeat(157)}…`);
  });

  it("adds the shop's name when it fits", () => {
    const tags = pageMeta({ ...base, title: "Market tote" });
    expect(find(tags, (t) => "title" in t)[0].title).toBe("Market tote · Filo");
  });

  it("declares the canonical URL in the page's language and every alternate", () => {
    const tags = pageMeta({ ...base, title: "Market tote" });
    expect(find(tags, (t) => t.rel === "canonical")[0].href).toBe("https://shop.example/product/market-tote?lng=fr");
    const alternates = find(tags, (t) => t.rel === "alternate").map((t) => `${t.hrefLang} ${t.href}`);
    expect(alternates).toEqual([
      "en https://shop.example/product/market-tote?lng=en",
      "it https://shop.example/product/market-tote?lng=it",
      "fr https://shop.example/product/market-tote?lng=fr",
      "x-default https://shop.example/product/market-tote",
    ]);
  });

  it("shows the stored picture's 1200×630 JPEG preview, absolute, with its size, type and description", () => {
    const stored = "/uploads/products/items/0d3c7a8e-5b1f-4c2a-9e6d-1f2a3b4c5d6e.webp";
    const tags = pageMeta({ ...base, title: "Tote", image: stored, imageAlt: "Tote in sage", type: "product" });
    const og = (property: string) => find(tags, (t) => t.property === property).map((t) => t.content);
    expect(og("og:image")).toEqual(["https://shop.example/uploads/products/items/0d3c7a8e-5b1f-4c2a-9e6d-1f2a3b4c5d6e-preview.jpg"]);
    expect([og("og:image:width"), og("og:image:height"), og("og:image:type"), og("og:image:alt")]).toEqual([
      ["1200"],
      ["630"],
      ["image/jpeg"],
      ["Tote in sage"],
    ]);
    expect(find(tags, (t) => t.name === "twitter:card")[0].content).toBe("summary_large_image");
    expect(find(tags, (t) => t.property === "og:type")[0].content).toBe("product");
    expect(find(tags, (t) => t.property === "og:locale")[0].content).toBe("fr_FR");
  });

  it("gives a page without a stored picture the shop's own preview, described by the page's title", () => {
    for (const image of [undefined, null, "/images/hero-1024.webp"]) {
      const tags = pageMeta({ ...base, title: "Cart", image });
      expect(find(tags, (t) => t.property === "og:image")[0].content).toBe("https://shop.example/images/hero-preview.jpg");
      expect(find(tags, (t) => t.property === "og:image:alt")[0].content).toBe("Cart");
    }
  });

  it("builds page URLs with the language parameter", () => {
    expect(pageUrl("https://shop.example", "/blog?category=news", "it")).toBe("https://shop.example/blog?category=news&lng=it");
    expect(pageUrl("https://shop.example", "/")).toBe("https://shop.example/");
  });
});
