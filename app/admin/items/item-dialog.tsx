import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input, fieldClass } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { Language } from "~/i18n/languages";
import { slugify } from "~/lib/slug";
import { cn } from "~/lib/utils";
import { AskFirstDialog } from "~/components/back-office/confirm-dialog";
import { useDiscardGuard } from "~/components/back-office/discard-guard";
import { useOwnerForm } from "../form-field";
import { useToastNote } from "~/toasts/use-toast-note";
import { ImageUploader } from "./image-uploader";
import { itemStock } from "~/catalog/stock";
import {
  draftVariantFields,
  draftVariantIndex,
  itemFormSchema,
  type AdminItem,
  type CategoryOption,
  type DraftVariant,
} from "./item-form";
import type { ItemsActionData } from "./items-action.server";
import { LanguageTabs } from "./language-tabs";
import { checkboxProps, SwitchField } from "./switch-field";
import { VariantManager } from "./variant-manager";

const nameField = { en: "nameEn", fr: "nameFr", it: "nameIt" } as const;
const descriptionField = {
  en: "descriptionEn",
  fr: "descriptionFr",
  it: "descriptionIt",
} as const;
const formId = "item-form";

const on = (value: boolean) => (value ? "on" : undefined);

/**
 * docs/product/back-office.md#item-form. A failed save keeps everything typed; a new item with colour variants
 * stays open, now editing it (`onSaved` with keepOpen), so that its variants can be added. Colours
 * added before the item exists are kept here as drafts and posted with it (docs/decisions/0027).
 */
export function ItemDialog({
  item,
  categories,
  onClose,
  onSaved,
}: {
  item?: AdminItem;
  categories: CategoryOption[];
  onClose: () => void;
  onSaved: (id: string, keepOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ItemsActionData>({ key: formId });
  useToastNote(fetcher.data?.note);

  const [slug, setSlug] = useState(item?.slug ?? "");
  // docs/product/content-rules.md#slugs: the slug follows the English name while the owner has not typed one.
  const [slugFollowsName, setSlugFollowsName] = useState(!item?.slug);
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
      categoryId: item?.categoryId ?? "",
      price: item ? String(item.price) : "",
      stock: item ? String(item.stock) : "0",
      tags: item?.tags.join(", ") ?? "",
      leadTimeDays: item?.leadTimeDays ? String(item.leadTimeDays) : "",
      active: on(item?.active ?? true),
      isUnique: on(item?.isUnique ?? false),
      featured: on(item?.featured ?? false),
      nameEn: item?.nameI18n.en ?? "",
      nameFr: item?.nameI18n.fr ?? "",
      nameIt: item?.nameI18n.it ?? "",
      descriptionEn: item?.descriptionI18n.en ?? "",
      descriptionFr: item?.descriptionI18n.fr ?? "",
      descriptionIt: item?.descriptionI18n.it ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: itemFormSchema }),
  });

  const saved =
    fetcher.state === "idle" && fetcher.data?.intent === "save-item" && fetcher.data.ok ? fetcher.data : undefined;
  const guard = useDiscardGuard(onClose);
  useEffect(() => {
    if (!saved?.savedId) return;
    guard.reset();
    onSaved(saved.savedId, saved.keepOpen === true);
  }, [saved, onSaved]); // eslint-disable-line react-hooks/exhaustive-deps

  const flagged = (["en", "fr", "it"] as Language[]).filter(
    (language) => fields[nameField[language]].errors || fields[descriptionField[language]].errors,
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
        className="sm:max-h-[90dvh] sm:max-w-3xl"
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
            {form.errors ? (
              <p id={form.errorId} role="alert" className="text-sm text-danger">
                {t(form.errors[0])}
              </p>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field meta={fields.slug} label={t("admin.items.slug")} hint={t("admin.items.slugHint")}>
                <Input
                  id={fields.slug.id}
                  name={fields.slug.name}
                  value={slug}
                  onChange={(event) => {
                    setSlug(event.target.value);
                    setSlugFollowsName(event.target.value === "");
                  }}
                  aria-invalid={fields.slug.errors ? true : undefined}
                  aria-describedby={`${fields.slug.id}-hint ${fields.slug.errors ? fields.slug.errorId : ""}`}
                  autoComplete="off"
                  spellCheck={false}
                />
              </Field>
              <Field meta={fields.categoryId} label={t("admin.items.category")}>
                <select
                  {...(({ key: _key, ...props }) => props)(getSelectProps(fields.categoryId))}
                  className={cn(fieldClass, "h-11 md:h-10")}
                >
                  <option value="">{t("admin.items.noCategory")}</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field meta={fields.price} label={t("admin.items.price")}>
                <Input {...inputProps(fields.price, "number")} step="0.01" min={0} inputMode="decimal" />
              </Field>
              {hasVariants ? (
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${formId}-stock-sum`}>{t("admin.items.stockFromColours")}</Label>
                  <Input
                    id={`${formId}-stock-sum`}
                    value={itemStock({ hasColorVariants: true, stock: 0 }, [...storedVariants, ...drafts])}
                    readOnly
                    aria-describedby={`${formId}-stock-sum-hint`}
                    className="bg-tint"
                  />
                  <p id={`${formId}-stock-sum-hint`} className="text-xs text-muted">
                    {t("admin.items.stockFromColoursHint")}
                  </p>
                </div>
              ) : (
                <Field meta={fields.stock} label={t("admin.items.stock")}>
                  <Input {...inputProps(fields.stock, "number")} step={1} min={0} inputMode="numeric" />
                </Field>
              )}
              <Field meta={fields.tags} label={t("admin.items.tags")} hint={t("admin.items.tagsHint")}>
                <Input {...inputProps(fields.tags, "text", true)} autoComplete="off" />
              </Field>
              <Field meta={fields.leadTimeDays} label={t("admin.items.leadTime")} hint={t("admin.items.leadTimeHint")}>
                <Input {...inputProps(fields.leadTimeDays, "number", true)} step={1} min={1} inputMode="numeric" />
              </Field>
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
            <ImageUploader
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
          {/* Drafts are posted even while colours are off: hidden like stored ones, never dropped. */}
          {drafts.flatMap((draft, index) =>
            draftVariantFields(draft, index).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} form={formId} />
            )),
          )}
          <LanguageTabs
            label={t("admin.items.translations")}
            flagged={flagged}
            panel={(language) => (
              <>
                <Field
                  meta={fields[nameField[language]]}
                  label={language === "en" ? t("admin.items.nameEn") : t("admin.items.name")}
                >
                  <Input
                    {...inputProps(fields[nameField[language]], "text", true)}
                    onChange={
                      language === "en" && slugFollowsName ? (event) => setSlug(slugify(event.target.value)) : undefined
                    }
                  />
                </Field>
                <Field meta={fields[descriptionField[language]]} label={t("admin.items.description")}>
                  <Textarea
                    {...(({ key: _key, ...props }) => props)(getTextareaProps(fields[descriptionField[language]]))}
                    rows={5}
                  />
                </Field>
              </>
            )}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={guard.requestClose}>
              {t("admin.items.cancel")}
            </Button>
            <Button type="submit" form={formId} disabled={fetcher.state !== "idle"}>
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

type Meta = Parameters<typeof getInputProps>[0];

/** Conform's input props without React's key; `form` ties inputs outside the form element to it. */
function inputProps(meta: Meta, type: "text" | "number", withForm = false) {
  const { key: _key, ...props } = getInputProps(meta, { type });
  return withForm ? { ...props, form: formId } : props;
}

function Field({ meta, label, hint, children }: { meta: Meta; label: string; hint?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={meta.id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${meta.id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {meta.errors ? (
        <p id={meta.errorId} className="text-sm text-danger">
          {t(meta.errors[0])}
        </p>
      ) : null}
    </div>
  );
}
