import { sitemapEntries, sitemapXml } from "~/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(context.config.publicUrl, await sitemapEntries(context.db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
