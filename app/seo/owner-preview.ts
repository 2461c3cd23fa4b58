import type { MetaDescriptor } from "react-router";

/**
 * docs/product/storefront.md#owner-preview, docs/decisions/0063: a hidden item or an unpublished
 * article shown to a signed-in admin is kept by no cache and indexed by no search engine, even one
 * that ignores the page's own robots tag.
 */
export const previewHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
};

/** A preview's head: its title and noindex, and nothing a link preview or search engine would take up (no JSON-LD, no canonical). */
export function previewMeta(title: string, shopName: string): MetaDescriptor[] {
  return [
    { title: `${title} · ${shopName}` },
    { name: "robots", content: "noindex" },
  ];
}
