import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.server";

describe("sitemap and robots", () => {
  it("lists each page once per language with its alternates", () => {
    const xml = sitemapXml("https://shop.example", [
      { path: "/" },
      { path: "/product/tote&co", lastModified: new Date("2026-05-01T10:00:00Z") },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain("<loc>https://shop.example/product/tote&amp;co?lng=it</loc><lastmod>2026-05-01T10:00:00.000Z</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://shop.example/?lng=fr"/>');
  });

  it("keeps crawlers out of the back office, sign-in and cart", () => {
    const robots = robotsTxt("https://shop.example");
    for (const path of ["/admin", "/auth", "/cart"]) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
});
