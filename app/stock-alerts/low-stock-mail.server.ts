import { eq } from "drizzle-orm";
import { colorVariants, items, type StockNotice } from "~db/schema";
import { localized } from "~/i18n/content";
import { defaultLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { typeset } from "~/lib/typography";
import type { MailMessage } from "~/mail/mailer.server";
import { lowStockLevelOf } from "~/shop/low-stock";
import { readShopSettings, type SettingsContext } from "~/shop/shop-settings.server";

/**
 * The owner's low-stock mail (docs/product/back-office.md#low-stock), to the shop's address in
 * the shop's language, like the mail of a new request: the piece, what is left now and the level,
 * and the way to the item in the back office. Null when the piece is gone.
 */
export async function lowStockMessage(context: SettingsContext & { config: { publicUrl: string } }, notice: StockNotice): Promise<MailMessage | null> {
  if (!notice.itemId) return null;
  const [item] = await context.db
    .select({ id: items.id, slug: items.slug, name: items.nameI18n, stock: items.stock, level: items.lowStockLevel })
    .from(items)
    .where(eq(items.id, notice.itemId));
  const [colour] = notice.variantId
    ? await context.db.select({ name: colorVariants.colorNameI18n, stock: colorVariants.stock }).from(colorVariants).where(eq(colorVariants.id, notice.variantId))
    : [];
  if (!item || (notice.variantId && !colour)) return null;
  const settings = await readShopSettings(context);
  const t = translator(defaultLanguage);
  const name = localized(item.name, defaultLanguage, item.slug);
  const colourName = colour ? localized(colour.name, defaultLanguage, "") : "";
  const values = {
    piece: colourName ? `${name} – ${colourName}` : name,
    count: colour ? colour.stock : item.stock,
    level: lowStockLevelOf(item.level, settings.lowStockLevel),
  };
  const link = `${context.config.publicUrl}/admin/items?edit=${encodeURIComponent(item.id)}`;
  return {
    to: settings.orderEmail,
    subject: t("admin.lowStock.mailSubject", values),
    text: typeset(`${t("admin.lowStock.mailText", values)}\n\n${t("admin.orders.mailOpen")}: ${link}`, defaultLanguage) + "\n",
  };
}
