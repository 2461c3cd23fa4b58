import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Eye } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { OptionalI18nText } from "~shared/i18n-text";
import { languages, type Language } from "~shared/languages";
import { AskFirstDialog } from "~/components/back-office/confirm-dialog";
import { useDiscardGuard } from "~/components/back-office/discard-guard";
import { useToastNote } from "~/components/ui/use-toast-note";
import { itemStock } from "~/shop/stock";
import {
  draftVariantFields,
  draftVariantIndex,
  itemFormSchema,
  type AdminItem,
  type CategoryOption,
  type DraftVariant,
} from "./item-form";
import type { ItemsActionData } from "./items-action.server";
import { VariantManager } from "./variant-manager";
import type { ItemPriceRecord } from "./item-sales.server";
import { SaleManager } from "./sale-manager";
import { Field, FormError, inputClass } from "~/components/forms/field";
import { ImagesField } from "~/components/forms/images-field";
import { LanguageTabs } from "~/components/forms/language-tabs";
import { SelectField } from "~/components/forms/select-field";
import { SwitchField, checkboxProps } from "~/components/forms/switch-field";
import { TextAreaField } from "~/components/forms/textarea-field";
import { AmountField, TextField } from "~/components/forms/text-field";
import { formatAmountInput } from "~/lib/money";
import { isSaving, useOwnerForm } from "~/components/forms/use-owner-form";
import { SlugField, useSlugFromName } from "~/components/forms/slug-field";

const nameField = { en: "nameEn", fr: "nameFr", it: "nameIt" } as const;
const descriptionField = {
  en: "descriptionEn",
  fr: "descriptionFr",
  it: "descriptionIt",
} as const;
const careField = { en: "careEn", fr: "careFr", it: "careIt" } as const;
const goodToKnowField = { en: "goodToKnowEn", fr: "goodToKnowFr", it: "goodToKnowIt" } as const;
const formId = "item-form";

/** The boxes of a stored per-language text (`careEn`, `careFr`, `careIt`), filled for editing. */
function languageBoxes<Box extends string>(boxes: Record<Language, Box>, text: OptionalI18nText | undefined) {
  return Object.fromEntries(languages.map((language) => [boxes[language], text?.[language] ?? ""])) as Record<Box, string>;
}

const on = (value: boolean) => (value ? "on" : undefined);

/**
 * docs/product/back-office.md#item-form. A failed save keeps everything typed; a new item with colour variants
 * stays open, now editing it (`onSaved` with keepOpen), so that its variants can be added. Colours
 * added before the item exists are kept here as drafts and posted with it (docs/decisions/0027).
 */
export function ItemDialog({
  item,
  categories,
  priceRecord,
  onClose,
  onSaved,
}: {
  item?: AdminItem;
  categories: CategoryOption[];
  /** The stored item's sales and price history (docs/product/sale-prices.md). */
  priceRecord?: ItemPriceRecord;
  onClose: () => void;
  onSaved: (id: string, keepOpen: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const fetcher = useFetcher<ItemsActionData>({ key: formId });
  useToastNote(fetcher.data?.note);

  const [images, setImages] = useState(item?.images ?? []);
  const [hasVariants, setHasVariants] = useState(item?.hasColorVariants ?? false);
  const [askHide, setAskHide] = useState(false);
  const [drafts, setDrafts] = useState<DraftVariant[]>([]);
  // The drafts the last save posted: the server's word on them holds until they change.
  const [postedDrafts, setPostedDrafts] = useState<DraftVariant[] | null>(null);

  const [form, fields] = useOwnerForm({
    id: formId,
    lastResult: fetcher.data?.intent === "save-item" && !fetcher.data.ok ? fetcher.data.result : undefined,
    defaultValue: {
      slug: item?.slug ?? "",
      categoryId: item?.categoryId ?? "",
      price: item ? formatAmountInput(Math.round(item.price * 100), language) : "",
      stock: item ? String(item.stock) : "0",
      tags: item?.tags.join(", ") ?? "",
      leadTimeDays: item?.leadTimeDays ? String(item.leadTimeDays) : "",
      lowStockLevel: item?.lowStockLevel == null ? "" : String(item.lowStockLevel),
      active: on(item?.active ?? true),
      isUnique: on(item?.isUnique ?? false),
      featured: on(item?.featured ?? false),
      ...languageBoxes(nameField, item?.nameI18n),
      ...languageBoxes(descriptionField, item?.descriptionI18n),
      ...languageBoxes(careField, item?.careI18n),
      ...languageBoxes(goodToKnowField, item?.goodToKnowI18n),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: itemFormSchema(language) }),
  });

  // docs/product/content-rules.md#slugs: the slug follows the English name while the owner has not typed one.
  const slugFromName = useSlugFromName(form, fields.slug.name, item?.slug);

  const saved =
    fetcher.state === "idle" && fetcher.data?.intent === "save-item" && fetcher.data.ok ? fetcher.data : undefined;
  const guard = useDiscardGuard(onClose);
  useEffect(() => {
    if (!saved?.savedId) return;
    guard.reset();
    onSaved(saved.savedId, saved.keepOpen === true);
  }, [saved, onSaved]); // eslint-disable-line react-hooks/exhaustive-deps

  const flagged = (["en", "fr", "it"] as Language[]).filter((language) =>
    [nameField, descriptionField, careField, goodToKnowField].some((field) => fields[field[language]].errors),
  );
  const storedVariants = item?.variants ?? [];
  const colourCount = storedVariants.length + drafts.length;
  const draftErrors = new Map<number, string>();
  if (postedDrafts === drafts) {
    for (const [name, messages] of Object.entries(form.allErrors)) {
      const index = draftVariantIndex(name);
      if (index !== null && messages[0] && !draftErrors.has(index)) draftErrors.set(index, t(messages[0]));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : guard.requestClose())}>
      <DialogContent
        {...guard.contentProps}
        closeLabel={t("admin.items.close")}
        width="sm:max-w-3xl"
        className="sm:max-h-[90dvh]"
      >
        <DialogHeader>
          <DialogTitle>{item ? t("admin.items.editTitle") : t("admin.items.createTitle")}</DialogTitle>
          <DialogDescription>{t("admin.items.dialogIntro")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-5 px-5 pt-4 pb-5 sm:px-6 sm:pb-6">
          <fetcher.Form
            method="post"
            action="/admin/items"
            {...getFormProps(form)}
            onSubmitCapture={() => {
              setPostedDrafts(drafts);
            }}
            className="flex flex-col gap-4"
          >
            <input type="hidden" name="intent" value="save-item" />
            {item ? <input type="hidden" name="id" value={item.id} /> : null}
            <FormError id={form.errorId} message={form.errors ? t(form.errors[0]) : undefined} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SlugField meta={fields.slug} label={t("admin.items.slug")} fromName={slugFromName} />
              <SelectField
                meta={fields.categoryId}
                label={t("admin.items.category")}
                options={{
                  "": t("admin.items.noCategory"),
                  ...Object.fromEntries(categories.map((category) => [category.id, category.name])),
                }}
              />
              <AmountField meta={fields.price} label={t("admin.items.price")} />
              {hasVariants ? (
                <Field
                  field={{ id: `${formId}-stock-sum`, errorId: `${formId}-stock-sum-error` }}
                  label={t("admin.items.stockFromColours")}
                  hint={t("admin.items.stockFromColoursHint")}
                >
                  <input
                    id={`${formId}-stock-sum`}
                    value={itemStock({ hasColorVariants: true, stock: 0 }, [...storedVariants, ...drafts])}
                    readOnly
                    aria-describedby={`${formId}-stock-sum-hint`}
                    className={`${inputClass} bg-tint`}
                  />
                </Field>
              ) : (
                <TextField meta={fields.stock} label={t("admin.items.stock")} inputMode="numeric" autoComplete="off" />
              )}
              <TextField
                meta={fields.tags}
                label={t("admin.items.tags")}
                hint={t("admin.items.tagsHint")}
                autoComplete="off"
              />
              <TextField
                meta={fields.leadTimeDays}
                label={t("admin.items.leadTime")}
                hint={t("admin.items.leadTimeHint")}
                type="number"
                step={1}
                min={1}
                inputMode="numeric"
              />
              <TextField
                meta={fields.lowStockLevel}
                label={t("admin.items.lowStockLevel")}
                hint={t("admin.items.lowStockLevelHint")}
                type="number"
                step={1}
                min={0}
                inputMode="numeric"
              />
            </div>
            <div className="flex flex-wrap gap-x-6 gap-y-1">
              <SwitchField label={t("admin.active")} {...checkboxProps(fields.active)} />
              <SwitchField label={t("admin.items.isUnique")} {...checkboxProps(fields.isUnique)} />
              <SwitchField label={t("admin.featured")} {...checkboxProps(fields.featured)} />
              <SwitchField
                label={t("admin.items.hasColorVariants")}
                name={fields.hasColorVariants.name}
                id={fields.hasColorVariants.id}
                form={formId}
                checked={hasVariants}
                onChange={(event) => {
                  // Hiding colours, stored or not yet, is asked first; this switch never deletes any.
                  if (!event.target.checked && colourCount > 0) setAskHide(true);
                  else setHasVariants(event.target.checked);
                }}
              />
            </div>
            {/* An item with colours keeps its own pictures, shared by every colour (docs/decisions/0027). */}
            <ImagesField
              name="images"
              form={formId}
              label={hasVariants ? t("admin.items.sharedImages") : t("admin.items.images")}
              hint={hasVariants ? t("admin.items.sharedImagesHint") : undefined}
              value={images}
              onChange={setImages}
              folder="items"
            />
          </fetcher.Form>
          {/* Outside the item's form: a variant has its own form, and forms cannot nest. */}
          {hasVariants ? (
            <VariantManager
              itemId={item?.id}
              variants={storedVariants}
              drafts={drafts}
              onDraftsChange={setDrafts}
              draftErrors={draftErrors}
            />
          ) : null}
          {/* A sale has its own form too; only a stored item can go on sale. */}
          {item && priceRecord ? <SaleManager item={item} record={priceRecord} /> : null}
          {/* Drafts are posted even while colours are off: hidden like stored ones, never dropped. */}
          {drafts.flatMap((draft, index) =>
            draftVariantFields(draft, index).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} form={formId} />
            )),
          )}
          <LanguageTabs label={t("admin.items.translations")} invalid={flagged}>
            {(language) => (
              <>
                <div {...slugFromName.nameBox(language)}>
                  <TextField
                    meta={fields[nameField[language]]}
                    label={language === "en" ? t("admin.items.nameEn") : t("admin.items.name")}
                  />
                </div>
                <TextAreaField
                  meta={fields[descriptionField[language]]}
                  label={t("admin.items.description")}
                  rows={5}
                />
                <TextAreaField
                  meta={fields[careField[language]]}
                  label={t("admin.items.care")}
                  hint={t("admin.items.careHint")}
                  rows={2}
                />
                <TextAreaField
                  meta={fields[goodToKnowField[language]]}
                  label={t("admin.items.goodToKnow")}
                  hint={t("admin.items.goodToKnowHint")}
                  rows={2}
                />
              </>
            )}
          </LanguageTabs>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {item && !item.active ? (
              // docs/product/storefront.md#owner-preview: the stored item as shoppers will see it, beside the form.
              <Button asChild variant="ghost" className="sm:mr-auto">
                <a href={`/product/${encodeURIComponent(item.slug)}`} target="_blank" rel="noopener noreferrer">
                  <Eye aria-hidden />
                  {t("admin.preview")}
                </a>
              </Button>
            ) : null}
            <Button variant="secondary" onClick={guard.requestClose}>
              {t("admin.items.cancel")}
            </Button>
            <Button type="submit" form={formId} disabled={isSaving(fetcher)}>
              {item ? t("admin.items.saveItem") : t("admin.items.createItem")}
            </Button>
          </div>
        </div>
        <AskFirstDialog
          open={askHide}
          onClose={() => setAskHide(false)}
          title={t("admin.items.variantsOffTitle")}
          keepLabel={t("admin.items.cancel")}
          confirmLabel={t("admin.items.variantsOffConfirm")}
          onConfirm={() => {
            setHasVariants(false);
            setAskHide(false);
          }}
        >
          {t("admin.items.variantsOffText")}
        </AskFirstDialog>
        {guard.question}
      </DialogContent>
    </Dialog>
  );
}
