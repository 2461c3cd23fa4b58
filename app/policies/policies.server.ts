import { eq } from "drizzle-orm";
import type { Database } from "~db/client";
import { policies } from "~db/schema";
import type { OptionalI18nText } from "~shared/i18n-text";
import { sanitizeArticleHtml } from "~/lib/article-html.server";
import { translator } from "~/i18n/messages.server";
import { missingSellerItems } from "~/lib/seller-identity";
import type { Language } from "~shared/languages";
import type { ShopSettings } from "~/shop/shop-settings";
import { policyKinds, type PolicyKind } from "~/shop/policy-kinds";
import { policyTemplate } from "./policy-template";

/** A policy page as a shopper reads it: the owner's text, else the template filled from the settings. */
export type PolicyPage = {
  kind: PolicyKind;
  /** Sanitised HTML (docs/product/content-rules.md#article-html) or the filled template, safe to write into the page. */
  html: string;
  /** The owner has not written this language: the shop's template shows. */
  fromTemplate: boolean;
  /** The page's last change: the owner's edit, or for a template the settings it was filled from. */
  updatedAt: string;
};

/** A policy page as the back office edits it: each language's text, the template where the owner wrote none. */
export type PolicyRow = {
  kind: PolicyKind;
  content: Record<Language, string>;
  /** The languages showing the template (not yet reviewed by the owner). */
  templateLanguages: Language[];
  updatedAt: string;
};

type Settings = Pick<ShopSettings, "shopName" | "orderEmail" | "seller" | "shipping" | "returns" | "updatedAt">;

const languagesOrder: Language[] = ["en", "it", "fr"];

function lastChange(updatedAt: Date, fromTemplate: boolean, settings: Settings): string {
  const settingsDate = settings.updatedAt;
  return (fromTemplate && settingsDate && settingsDate > updatedAt ? settingsDate : updatedAt).toISOString();
}

/** The text shoppers read while the seller's identity is incomplete (docs/product/storefront.md#legal-pages). */
function preparingHtml(settings: Settings, language: Language): string {
  const text = translator(language)("policies.preparing", { email: settings.orderEmail });
  return `<p>${text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`;
}

export async function readPolicy(db: Database, kind: PolicyKind, language: Language, settings: Settings): Promise<PolicyPage> {
  const [row] = await db.select().from(policies).where(eq(policies.kind, kind));
  const own = row?.contentI18n[language]?.trim();
  // Until the seller is named in full, no page speaks for an unnamed seller (LEGAL.md §2).
  const ready = missingSellerItems(settings.seller).length === 0;
  // The template is the shop's own HTML with escaped settings; the owner's text is cleaned again.
  const html = !ready
    ? preparingHtml(settings, language)
    : own
      ? sanitizeArticleHtml(own)
      : policyTemplate(kind, settings, language, translator(language));
  return {
    kind,
    html,
    fromTemplate: !own,
    updatedAt: lastChange(row?.updatedAt ?? new Date(0), !own, settings),
  };
}

/** Every policy page in every language, for the back office. */
export async function readPolicyRows(db: Database, settings: Settings): Promise<PolicyRow[]> {
  const rows = await db.select().from(policies);
  return policyKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    const templateLanguages = languagesOrder.filter((language) => !row?.contentI18n[language]?.trim());
    const content = Object.fromEntries(
      languagesOrder.map((language) => [
        language,
        row?.contentI18n[language]?.trim() || policyTemplate(kind, settings, language, translator(language)),
      ]),
    ) as Record<Language, string>;
    const fromTemplate = templateLanguages.length === languagesOrder.length;
    return { kind, content, templateLanguages, updatedAt: lastChange(row?.updatedAt ?? new Date(0), fromTemplate, settings) };
  });
}

/**
 * Stores the owner's text of a policy page. A language posted exactly as its template stays the
 * template (so it keeps following the settings); an empty one goes back to it. The row's triggers
 * move the content version on, so kept pages are rendered again (migration 0007).
 */
export async function savePolicy(
  db: Database,
  kind: PolicyKind,
  posted: OptionalI18nText,
  settings: Settings,
): Promise<void> {
  const content: OptionalI18nText = {};
  for (const language of languagesOrder) {
    const html = posted[language]?.trim();
    const template = policyTemplate(kind, settings, language, translator(language));
    content[language] = html && html !== template ? sanitizeArticleHtml(html) : null;
  }
  await db
    .insert(policies)
    .values({ kind, contentI18n: content, updatedAt: new Date() })
    .onConflictDoUpdate({ target: policies.kind, set: { contentI18n: content, updatedAt: new Date() } });
}
