/**
 * The tags of an address (`utm_source`, `utm_medium`, `utm_campaign`) as the shop counts them, and
 * the owner's links for Instagram that carry them (docs/product/statistics.md#links-for-instagram).
 */

/** The longest tag value or referrer host kept, in characters. */
export const sourcePartLength = 40;

/** A tag's value as the shop keeps it: lower case, letters, digits and `-_.`, at most 40 characters. */
export function tagValue(value: string | null): string {
  return (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}._-]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, sourcePartLength);
}

/** The word a link carries when the owner has not typed one. */
export const defaultCampaign = "profile";

/** The shop's address tagged as a visit from Instagram, with the owner's word as its campaign. */
export function instagramLink(publicUrl: string, word: string | null): { word: string; url: string } {
  const campaign = tagValue(word) || defaultCampaign;
  const url = new URL(`${publicUrl}/`);
  url.search = new URLSearchParams({ utm_source: "instagram", utm_medium: "social", utm_campaign: campaign }).toString();
  return { word: campaign, url: url.toString() };
}
