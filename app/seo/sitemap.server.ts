import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "~db/client";
import { articles, categories, items, policies } from "~db/schema";
import { catalogHref } from "~/catalog/catalog-filters";
import { offeredCategory } from "~/catalog/queries.server";
import { languages } from "~shared/languages";
import { policyKinds, policyPath } from "~/shop/policy-kinds";
import { pageUrl } from "~/shop/page-addresses";

type Entry = { path: string; lastModified?: Date };

/** The public pages a search engine should know: static pages, the catalog of each offered category, active items, published articles, policy pages. */
export async function sitemapEntries(db: Database): Promise<Entry[]> {
  const [categoryRows, itemRows, articleRows, policyRows] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).where(offeredCategory(db)).orderBy(asc(categories.sortOrder), asc(categories.slug)),
    db.select({ slug: items.slug, updatedAt: items.updatedAt }).from(items).where(eq(items.active, true)).orderBy(desc(items.createdAt)),
    db
      .select({ slug: articles.slug, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.published, true))
      .orderBy(desc(articles.publishedAt)),
    db.select({ kind: policies.kind, updatedAt: policies.updatedAt }).from(policies),
  ]);
  return [
    { path: "/" },
    { path: "/catalog" },
    { path: "/about" },
    { path: "/blog" },
    ...categoryRows.map((r) => ({ path: catalogHref({ category: r.slug }) })),
    ...itemRows.map((r) => ({ path: `/product/${encodeURIComponent(r.slug)}`, lastModified: r.updatedAt })),
    ...articleRows.map((r) => ({ path: `/blog/${encodeURIComponent(r.slug)}`, lastModified: r.updatedAt })),
    ...policyKinds.map((kind) => ({ path: policyPath(kind), lastModified: policyRows.find((r) => r.kind === kind)?.updatedAt })),
  ];
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** One <url> per page and language, each listing its alternates (hreflang). */
export function sitemapXml(publicUrl: string, entries: Entry[]): string {
  const urls = entries.flatMap((entry) =>
    languages.map((language) => {
      const alternates = languages
        .map(
          (alt) =>
            `<xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(pageUrl(publicUrl, entry.path, alt))}"/>`,
        )
        .join("");
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
      return `<url><loc>${escapeXml(pageUrl(publicUrl, entry.path, language))}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /auth", "Disallow: /cart", "Disallow: /request/", "Disallow: /invitation/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}
