import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { AdminCard } from "~/components/back-office/admin-card";
import { i18nDefaults } from "~/components/forms/form-values";
import type { ToastNote } from "~/toasts/toast-note";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { languages, type Language } from "~shared/languages";
import { settingsSchema } from "./settings-form";
import { SellerFields } from "./seller-fields";
import { sellerDefaults } from "./seller-form";
import { ShippingFields } from "./shipping-fields";
import { shippingDefaults } from "./shipping-form";
import { settingVariables, type ShopSettings } from "~/shop/shop-settings";
import { LanguageTabs } from "~/components/forms/language-tabs";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextAreaField } from "~/components/forms/textarea-field";

export type SettingsActionData = { result?: SubmissionResult<string[]>; note?: ToastNote };

/**
 * The Settings form: the shop's identity, then the About page's texts in each language. A setting
 * the server's configuration fixes is shown read-only, with the variable that sets it; so is the
 * order address to an admin who is not the owner (`owner` names who is).
 */
export function SettingsForm({
  settings,
  owner,
  timeZones,
  result,
}: {
  settings: ShopSettings;
  /** The zones the server knows, listed by it so that the page hydrates as it was rendered. */
  timeZones: string[];
  /** Set when the signed-in admin is not the owner: the owner's address. */
  owner?: string;
  result?: SubmissionResult<string[]>;
}) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.endsWith("/admin/settings") === true;
  const schema = settingsSchema(owner === undefined ? settings.fromServer : [...settings.fromServer, "orderEmail"], language);
  const [form, fields] = useForm({
    id: "shop-settings",
    lastResult: result,
    defaultValue: {
      shop_name: settings.shopName,
      order_email: settings.orderEmail,
      instagram_url: settings.instagramUrl,
      time_zone: settings.timeZone,
      low_stock_level: String(settings.lowStockLevel),
      ...i18nDefaults("about_intro", settings.aboutIntro),
      ...i18nDefaults("about_story", settings.aboutStory),
      ...shippingDefaults(settings.shipping, settings.returns, language),
      ...sellerDefaults(settings.seller),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const fixed = (field: keyof typeof settingVariables) =>
    settings.fromServer.includes(field)
      ? { readOnly: true, hint: t("admin.settings.fromServer", { variable: settingVariables[field] }) }
      : {};
  const aboutField = (base: "about_intro" | "about_story", language: Language) =>
    fields[`${base}_${language}` as `${typeof base}_en`];
  const invalidLanguages = languages.filter((language) =>
    (["about_intro", "about_story"] as const).some((base) => aboutField(base, language).errors?.length),
  );

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <AdminCard title={t("admin.settings.identityTitle")}>
        <div className="flex flex-col gap-4">
          <TextField
            meta={fields.shop_name}
            label={t("admin.settings.shopName")}
            hint={t("admin.settings.shopNameHint")}
            autoComplete="organization"
            {...fixed("shopName")}
          />
          <TextField
            meta={fields.order_email}
            label={t("admin.settings.orderEmail")}
            type="email"
            hint={t("admin.settings.orderEmailHint")}
            autoComplete="email"
            spellCheck={false}
            {...(owner !== undefined && !settings.fromServer.includes("orderEmail")
              ? { readOnly: true, hint: t("admin.settings.orderEmailOwnerOnly", { owner }) }
              : fixed("orderEmail"))}
          />
          <TextField
            meta={fields.instagram_url}
            label={t("admin.settings.instagramUrl")}
            hint={t("admin.settings.instagramUrlHint")}
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            {...fixed("instagramUrl")}
          />
          <SelectField
            meta={fields.time_zone}
            label={t("admin.settings.timeZone")}
            hint={t("admin.settings.timeZoneHint")}
            options={Object.fromEntries(timeZones.map((zone) => [zone, zone.replaceAll("_", " ")]))}
          />
          <TextField
            meta={fields.low_stock_level}
            label={t("admin.settings.lowStockLevel")}
            hint={t("admin.settings.lowStockLevelHint")}
            type="number"
            step={1}
            min={0}
            inputMode="numeric"
          />
        </div>
      </AdminCard>
      <AdminCard title={t("admin.settings.aboutTitle")} description={t("admin.settings.aboutHint")}>
        <LanguageTabs label={t("admin.content.translations")} invalid={invalidLanguages}>
          {(language) => (
            <>
              <TextAreaField meta={aboutField("about_intro", language)} label={t("admin.settings.aboutIntro")} rows={5} />
              <TextAreaField
                meta={aboutField("about_story", language)}
                label={t("admin.settings.aboutStory")}
                hint={t("admin.settings.aboutStoryHint")}
                rows={10}
              />
            </>
          )}
        </LanguageTabs>
      </AdminCard>
      <SellerFields field={(name) => fields[name as keyof typeof fields] as FieldMetadata<string | undefined>} seller={settings.seller} />
      <ShippingFields field={(name) => fields[name as keyof typeof fields] as FieldMetadata<string | undefined>} returns={settings.returns} />
      <Button type="submit" size="lg" disabled={saving} className="self-start max-sm:w-full">
        {t("admin.settings.save")}
      </Button>
    </Form>
  );
}
