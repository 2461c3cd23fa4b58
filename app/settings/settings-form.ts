import { z } from "zod";
import { i18nValue, optionalText } from "~/components/forms/form-values";
import {
  aboutTextMaxLength,
  emailMaxLength,
  isInstagramUrl,
  shopNameMaxLength,
} from "~/shop/shop-settings";
import type { ServerSetField } from "~shared/settings-values";
import { isTimeZone } from "~/lib/dates";
import { maxLowStockLevel } from "~/shop/low-stock";
import { checkSeller, sellerFields, sellerValue } from "./seller-form";
import { checkShipping, returnPolicyValue, shippingFields, shippingValue } from "./shipping-form";
import type { Language } from "~shared/languages";

/*
 * The Settings form, checked in the browser and again by the action. Messages are translation
 * keys. A setting an environment variable fixes is not posted (its box is read-only) and not asked.
 */

const aboutText = optionalText.pipe(z.string().max(aboutTextMaxLength, "admin.settings.errors.aboutTooLong").optional());

const aboutFields = {
  about_intro_en: aboutText,
  about_intro_it: aboutText,
  about_intro_fr: aboutText,
  about_story_en: aboutText,
  about_story_it: aboutText,
  about_story_fr: aboutText,
};

const shopName = z
  .string({ error: "admin.settings.errors.shopNameRequired" })
  .trim()
  .min(1, "admin.settings.errors.shopNameRequired")
  .max(shopNameMaxLength, "admin.settings.errors.shopNameTooLong");

const orderEmail = z
  .string({ error: "admin.settings.errors.emailRequired" })
  .trim()
  .min(1, "admin.settings.errors.emailRequired")
  .max(emailMaxLength, "admin.settings.errors.emailInvalid")
  .pipe(z.email("admin.settings.errors.emailInvalid"));

/** Empty: the footer links to Instagram's home page until the owner has an account to show. */
const instagramUrl = optionalText.pipe(
  z.string().refine(isInstagramUrl, "admin.settings.errors.instagramInvalid").optional(),
);

/** One of the zones the Settings page offers (docs/decisions/0055); not posted: the stored one stays. */
const timeZone = optionalText.pipe(z.string().refine(isTimeZone, "admin.settings.errors.timeZoneInvalid").optional());

/** docs/product/back-office.md#low-stock: empty, the shop's default level. */
const lowStockLevel = z
  .number({ error: "admin.settings.errors.lowStockLevelInvalid" })
  .int("admin.settings.errors.lowStockLevelInvalid")
  .min(0, "admin.settings.errors.lowStockLevelInvalid")
  .max(maxLowStockLevel, "admin.settings.errors.lowStockLevelInvalid")
  .optional();

/** The Settings form; amounts are read in the admin's language. */
export function settingsSchema(fromServer: readonly ServerSetField[], language: Language) {
  const asked = (field: ServerSetField) => !fromServer.includes(field);
  return z
    .object({
      shop_name: asked("shopName") ? shopName : optionalText,
      order_email: asked("orderEmail") ? orderEmail : optionalText,
      instagram_url: asked("instagramUrl") ? instagramUrl : optionalText,
      time_zone: timeZone,
      low_stock_level: lowStockLevel,
      ...aboutFields,
      ...shippingFields(language),
      ...sellerFields,
    })
    .superRefine(checkShipping)
    .superRefine(checkSeller)
    .transform((values) => ({
      shopName: asked("shopName") ? values.shop_name : undefined,
      orderEmail: asked("orderEmail") ? values.order_email : undefined,
      instagramUrl: asked("instagramUrl") ? (values.instagram_url ?? null) : undefined,
      aboutIntro: i18nValue(values, "about_intro"),
      aboutStory: i18nValue(values, "about_story"),
      shipping: shippingValue(values),
      returns: returnPolicyValue(values),
      seller: sellerValue(values),
      timeZone: values.time_zone,
      lowStockLevel: values.low_stock_level ?? null,
    }));
}
