import { describe, expect, it } from "vitest";
import { pageMeta, pageUrl } from "./meta";

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

  it("makes the preview image absolute and picks the large card", () => {
    const tags = pageMeta({ ...base, title: "Tote", image: "/uploads/items/a.webp", type: "product" });
    expect(find(tags, (t) => t.property === "og:image")[0].content).toBe("https://shop.example/uploads/items/a.webp");
    expect(find(tags, (t) => t.name === "twitter:card")[0].content).toBe("summary_large_image");
    expect(find(tags, (t) => t.property === "og:type")[0].content).toBe("product");
    expect(find(tags, (t) => t.property === "og:locale")[0].content).toBe("fr_FR");
  });

  it("builds page URLs with the language parameter", () => {
    expect(pageUrl("https://shop.example", "/blog?category=news", "it")).toBe("https://shop.example/blog?category=news&lng=it");
    expect(pageUrl("https://shop.example", "/")).toBe("https://shop.example/");
  });
});
