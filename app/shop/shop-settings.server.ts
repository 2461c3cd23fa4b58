import { eq } from "drizzle-orm";
import type { Database } from "~db/client";
import type { ContentReads } from "~db/content-reads";
import { shopSettings } from "~db/schema";
import type { ServerSetField } from "~shared/settings-values";
import { defaultSettings, type ShopSettings } from "./shop-settings";
import { defaultTimeZone, isTimeZone } from "~/lib/dates";
import { defaultLowStockLevel } from "./low-stock";
import type { ReturnPolicy, SellerSettings, ShippingSettings, ShopWords } from "~shared/settings-values";

// The part of the shop's configuration read here, named without it, since the configuration reads the settings' limits.
export type SettingsContext = { db: Database; config: { settingsFromEnv: Partial<Record<ServerSetField, string>> } };

const serverSetFields = Object.keys(defaultSettings) as ServerSetField[];

/**
 * The one way to the shop's name, order e-mail, Instagram address and about texts: an environment
 * variable when set, else the Settings page's value, else the default (docs/decisions/0029).
 * One primary-key read.
 */
export async function readShopSettings({ db, config }: SettingsContext): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  const fromEnv = config.settingsFromEnv;
  const value = (field: ServerSetField) => fromEnv[field] ?? row?.[field] ?? defaultSettings[field];
  return {
    shopName: value("shopName"),
    orderEmail: value("orderEmail"),
    instagramUrl: value("instagramUrl"),
    aboutIntro: row?.aboutIntroI18n ?? {},
    aboutStory: row?.aboutStoryI18n ?? {},
    shipping: row?.shipping ?? null,
    returns: row?.returns ?? null,
    seller: row?.seller ?? null,
    // A zone this server's Intl no longer knows falls back rather than failing every page.
    timeZone: row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : defaultTimeZone,
    shopWords: row?.shopWords ?? {},
    lowStockLevel: row?.lowStockLevel ?? defaultLowStockLevel,
    updatedAt: row?.updatedAt ?? null,
    fromServer: serverSetFields.filter((field) => fromEnv[field] !== undefined),
  };
}

/**
 * The settings as every page shows them, read once per content version: a save moves the version
 * on (migration 0006), so no page shows the old ones (docs/decisions/0045).
 */
export function shownShopSettings(context: SettingsContext & { contentReads: ContentReads }): Promise<ShopSettings> {
  return context.contentReads.read("shop settings", () => readShopSettings(context));
}

/** What the Settings form stores; a field an environment variable sets is left as it is stored. */
export type SettingsValue = {
  shopName?: string;
  orderEmail?: string;
  instagramUrl?: string | null;
  aboutIntro: Record<"en" | "it" | "fr", string | null>;
  aboutStory: Record<"en" | "it" | "fr", string | null>;
  shipping: ShippingSettings | null;
  returns: ReturnPolicy | null;
  /** Left out: the stored seller stays as it is. */
  seller?: SellerSettings | null;
  /** Left out: the stored zone stays as it is. */
  timeZone?: string;
  /** Left out: the stored words stay as they are. */
  shopWords?: ShopWords;
  /** Null: the default level; left out: the stored level stays as it is. */
  lowStockLevel?: number | null;
};

/**
 * Stores the owner's settings in one statement. The row's triggers move the content version on, so
 * every public page is rendered again with them (migration 0006).
 */
export async function saveShopSettings({ db, config }: SettingsContext, value: SettingsValue): Promise<void> {
  const fromEnv = config.settingsFromEnv;
  const own = <T,>(field: ServerSetField, given: T) => (fromEnv[field] === undefined ? given : undefined);
  const fields = {
    shopName: own("shopName", value.shopName),
    orderEmail: own("orderEmail", value.orderEmail),
    instagramUrl: own("instagramUrl", value.instagramUrl),
    aboutIntroI18n: value.aboutIntro,
    aboutStoryI18n: value.aboutStory,
    shipping: value.shipping,
    returns: value.returns,
    seller: value.seller,
    timeZone: value.timeZone,
    shopWords: value.shopWords,
    lowStockLevel: value.lowStockLevel,
    updatedAt: new Date(),
  };
  await db
    .insert(shopSettings)
    .values({ id: 1, ...fields })
    .onConflictDoUpdate({ target: shopSettings.id, set: fields });
}

/**
 * Stores the owner's words alone (the "Your shop's words" page), leaving every other setting and
 * the settings' date as they are; the row's triggers move the content version on (migration 0006).
 */
export async function saveShopWords({ db }: Pick<SettingsContext, "db">, shopWords: ShopWords): Promise<void> {
  await db.insert(shopSettings).values({ id: 1, shopWords }).onConflictDoUpdate({ target: shopSettings.id, set: { shopWords } });
}
