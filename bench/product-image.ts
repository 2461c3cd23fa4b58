/**
 * The product page's main picture as a phone gets it: the `srcset` candidate a browser picks for a
 * 375 px wide screen at device pixel ratio 2, from the page's own `sizes`.
 */
import type { ProductImageCheck } from "./budgets";

const viewportPx = 375;
const devicePixelRatio = 2;

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replaceAll("&amp;", "&");

/** The width `sizes` gives at this viewport: the first entry whose (min|max-width) condition holds. */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(",").map((s) => s.trim())) {
    const match = /^(?:\((min|max)-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) continue;
    const [, kind, limit, value, unit] = match;
    const holds = !kind || (kind === "min" ? viewport >= Number(limit) : viewport <= Number(limit));
    if (holds) return unit === "vw" ? (Number(value) * viewport) / 100 : Number(value);
  }
  return viewport;
}

/** The smallest candidate at least as wide as needed, else the widest. */
export function pickCandidate(srcset: string, neededPx: number): string {
  const candidates = srcset
    .split(",")
    .map((c) => c.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url, width: Number(descriptor?.replace(/w$/, "")) || 0 }))
    .sort((a, b) => a.width - b.width);
  return (candidates.find((c) => c.width >= neededPx) ?? candidates[candidates.length - 1]).url;
}

export async function checkProductImage(baseUrl: string, productPath: string): Promise<ProductImageCheck | undefined> {
  const html = await (await fetch(new URL(productPath, baseUrl))).text();
  // The main picture is the one fetched first.
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!tag) return undefined;
  const src = attribute(tag, "src") ?? "";
  const srcset = attribute(tag, "srcset");
  const sizes = attribute(tag, "sizes");
  const url = srcset ? pickCandidate(srcset, slotWidth(sizes ?? "100vw", viewportPx) * devicePixelRatio) : src;
  const response = await fetch(new URL(url, baseUrl));
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    url,
    bytes,
    type: response.headers.get("content-type") ?? "unknown",
    hasSrcset: Boolean(srcset),
    hasSizes: Boolean(sizes),
    hasDimensions: Boolean(attribute(tag, "width") && attribute(tag, "height")),
  };
}
