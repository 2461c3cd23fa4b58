import type { OptionalI18nText } from "~shared/i18n-text";
import { localized } from "~/i18n/content";
import type { Language } from "~shared/languages";
import type { ReturnPolicy, SellerSettings, ServerSetField, ShippingSettings, ShopWords } from "~shared/settings-values";

/*
 * The shop's settings (docs/decisions/0029): what they hold, their defaults, and the rules a value
 * must keep, shared by the environment's parsing (config.server.ts), the Settings form and the
 * server's reader.
 */

/** Which environment variable sets which setting (named on the Settings page and in the start line). */
export const settingVariables: Record<ServerSetField, string> = {
  shopName: "SHOP_NAME",
  orderEmail: "SHOP_EMAIL",
  instagramUrl: "INSTAGRAM_URL",
};

/** What a shop has before its owner sets anything: the demo's name, a demo address, Instagram's home. */
export const defaultSettings = {
  shopName: "Filo & Uncinetto",
  orderEmail: "hello@filo-uncinetto.example",
  instagramUrl: "https://www.instagram.com/",
} as const satisfies Record<ServerSetField, string>;

export const shopNameMaxLength = 80;
export const emailMaxLength = 254;
const instagramUrlMaxLength = 300;
export const aboutTextMaxLength = 5_000;

/** Instagram's own addresses only, over https: the footer's link must not lead anywhere else. */
export function isInstagramUrl(value: string): boolean {
  if (value.length > instagramUrlMaxLength || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === "https:" &&
      !url.username &&
      !url.password &&
      !url.port &&
      (host === "instagram.com" || host.endsWith(".instagram.com"))
    );
  } catch {
    return false;
  }
}

/** The shop's settings as every page uses them: the environment's, else the stored ones, else the defaults. */
export type ShopSettings = {
  shopName: string;
  /** The shop's address (docs/product/back-office.md#settings): order requests go here. */
  orderEmail: string;
  instagramUrl: string;
  /** The about page's texts as the owner wrote them (empty: the shop's own texts). */
  aboutIntro: OptionalI18nText;
  aboutStory: OptionalI18nText;
  /** Shipping and returns as the owner stated them (null: not stated yet). */
  shipping: ShippingSettings | null;
  returns: ReturnPolicy | null;
  /** Who sells, as the policy pages, the footer and the prices state it (null: not stated yet). */
  seller: SellerSettings | null;
  /** The IANA zone every date and time is shown in (docs/decisions/0055). */
  timeZone: string;
  /** The owner's words for the shop's pages (empty: the shop's own texts everywhere). */
  shopWords: ShopWords;
  /** The stock at or below which a confirmed order mails the owner; 0: never (docs/product/back-office.md#low-stock). */
  lowStockLevel: number;
  /** When the owner last saved the settings (the date of a policy page shown from its template). */
  updatedAt: Date | null;
  /** The settings an environment variable sets: the Settings page shows them read-only. */
  fromServer: ServerSetField[];
};

/** Order requests still go to the demo address: nobody would receive them. */
export function ordersGoToDemoAddress(settings: Pick<ShopSettings, "orderEmail">): boolean {
  return settings.orderEmail.trim().toLowerCase() === defaultSettings.orderEmail;
}

/** The paragraphs of an about story as the owner typed it: separated by one or more empty lines. */
export function storyParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The about texts a page shows in `language`: the owner's in that language, else in English, else
 * the shop's own (`builtInIntro`; a null story means the shop's own story).
 */
export function aboutTexts(
  settings: Pick<ShopSettings, "aboutIntro" | "aboutStory">,
  language: Language,
  builtInIntro: string,
): { intro: string; story: string[] | null } {
  const story = storyParagraphs(localized(settings.aboutStory, language));
  return { intro: localized(settings.aboutIntro, language, builtInIntro), story: story.length ? story : null };
}

export const maxShippingRate = 10_000;
export const maxShippingDays = 120;

export const sellerTextMaxLength = 300;
export const sellerLongTextMaxLength = 1_000;

/** The VAT wording shown beside prices: a translated "VAT included", or the seller's exemption wording. */
export function vatNote(seller: Pick<SellerSettings, "vatRegime" | "vatExemption"> | null, vatIncluded: string): string {
  return seller?.vatRegime === "exempt" && seller.vatExemption ? seller.vatExemption : vatIncluded;
}

/** The seller's name as the law asks it shown: a French entrepreneur individuel's followed by "EI" (LEGAL.md §2). */
export function sellerDisplayName(seller: Pick<SellerSettings, "name" | "country" | "individualEntrepreneur"> | null): string | null {
  const name = seller?.name?.trim();
  if (!name) return null;
  return seller?.country === "fr" && seller.individualEntrepreneur && !/\bEI$/.test(name) ? `${name} EI` : name;
}

/** The name the owner's own author profile starts with: the seller's, else the shop's (docs/product/back-office.md#authors). */
export function ownAuthorName(settings: Pick<ShopSettings, "shopName" | "seller">): string {
  return settings.seller?.name?.trim() || settings.shopName;
}
