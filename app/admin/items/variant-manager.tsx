import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { localized } from "~/i18n/content";
import { languageNames, type Language } from "~/i18n/languages";
import { useRootData } from "~/root";
import { useToastNote } from "../toast-note";
import { ImageUploader } from "./image-uploader";
import { defaultVariantColor, variantFormSchema, type AdminVariant } from "./item-form";
import type { ItemsActionData } from "./items-action.server";
import { checkboxProps, SwitchField } from "./switch-field";

const nameField = { en: "colorNameEn", fr: "colorNameFr", it: "colorNameIt" } as const;
const nameLanguages: Language[] = ["en", "fr", "it"];

/**
 * SPEC §2/§4 colour variant manager: the item's variants (Inactive badge when off) and an editor for
 * one at a time. Variants are stored only once the item exists (`itemId`).
 */
export function VariantManager({ itemId, variants }: { itemId?: string; variants: AdminVariant[] }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const [editing, setEditing] = useState<"new" | AdminVariant | null>(null);
  const colorWord = t("admin.items.color");
  return (
    <section aria-labelledby="variant-manager-title" className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id="variant-manager-title" className="text-base font-medium">
            {t("admin.items.variantsTitle")}
          </h3>
          <p className="text-xs text-muted">{t("admin.items.variantsIntro")}</p>
        </div>
        {editing === null ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            {t("admin.items.addVariant")}
          </Button>
        ) : null}
      </div>
      {variants.length === 0 ? (
        <p className="text-sm text-muted">{t("admin.items.noVariants")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {variants.map((variant) => {
            const name = localized(variant.colorNameI18n, language, colorWord);
            return (
              <li key={variant.id} className="flex items-center gap-3 px-3 py-2" data-testid="variant-row">
                <span
                  aria-hidden
                  className="size-6 shrink-0 rounded-full border border-border"
                  style={{ backgroundColor: variant.colorHex }}
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">
                    {name} <span className="text-xs font-normal text-muted">{variant.colorHex}</span>
                  </p>
                  <p className="text-xs text-muted">
                    {t("admin.items.cardStock")}: {variant.stock} · {t("admin.items.sortOrder")}: {variant.sortOrder}
                    {variant.images.length > 0 ? ` · ${t("admin.items.images")}: ${variant.images.length}` : ""}
                  </p>
                </div>
                {variant.active ? null : <Badge variant="neutral">{t("admin.inactive")}</Badge>}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("admin.items.editVariant", { name })}
                  onClick={() => setEditing(variant)}
                >
                  <Pencil aria-hidden />
                </Button>
                <DeleteVariantButton variant={variant} itemId={itemId} name={name} />
              </li>
            );
          })}
        </ul>
      )}
      {editing !== null ? (
        <VariantEditor
          key={editing === "new" ? "new" : editing.id}
          itemId={itemId}
          variant={editing === "new" ? undefined : editing}
          nextSortOrder={variants.length}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function DeleteVariantButton({ variant, itemId, name }: { variant: AdminVariant; itemId?: string; name: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ItemsActionData>({ key: `delete-variant-${variant.id}` });
  useToastNote(fetcher.data?.note);
  return (
    <fetcher.Form method="post" action="/admin/items">
      <input type="hidden" name="intent" value="delete-variant" />
      <input type="hidden" name="id" value={variant.id} />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        className="text-danger hover:bg-danger-soft"
        disabled={fetcher.state !== "idle"}
        aria-label={t("admin.items.deleteVariant", { name })}
      >
        <Trash2 aria-hidden />
      </Button>
    </fetcher.Form>
  );
}

function VariantEditor({
  itemId,
  variant,
  nextSortOrder,
  onDone,
}: {
  itemId?: string;
  variant?: AdminVariant;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ItemsActionData>();
  useToastNote(fetcher.data?.note);
  const [hex, setHex] = useState(variant?.colorHex ?? defaultVariantColor);
  const [images, setImages] = useState(variant?.images ?? []);
  const formId = `variant-form-${variant?.id ?? "new"}`;
  const [form, fields] = useForm({
    id: formId,
    lastResult: fetcher.data?.ok === false ? fetcher.data.result : undefined,
    defaultValue: {
      colorNameEn: variant?.colorNameI18n.en ?? "",
      colorNameFr: variant?.colorNameI18n.fr ?? "",
      colorNameIt: variant?.colorNameI18n.it ?? "",
      stock: String(variant?.stock ?? 0),
      sortOrder: String(variant?.sortOrder ?? nextSortOrder),
      active: variant ? (variant.active ? "on" : undefined) : "on",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: variantFormSchema }),
    shouldValidate: "onSubmit",
  });

  const done = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const validHex = /^#[0-9a-fA-F]{6}$/.test(hex);
  return (
    <fetcher.Form
      method="post"
      action="/admin/items"
      {...getFormProps(form)}
      aria-label={t("admin.items.variantEditor")}
      className="flex flex-col gap-3 rounded-lg bg-background p-3"
    >
      <input type="hidden" name="intent" value="save-variant" />
      {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
      {variant ? <input type="hidden" name="id" value={variant.id} /> : null}
      <div className="grid gap-3 sm:grid-cols-3">
        {nameLanguages.map((language) => {
          const meta = fields[nameField[language]];
          const { key, ...props } = getInputProps(meta, { type: "text" });
          return (
            <div key={language} className="flex flex-col gap-1.5">
              <Label htmlFor={meta.id}>
                {t("admin.items.colorName")} ({languageNames[language]})
              </Label>
              <Input key={key} {...props} />
            </div>
          );
        })}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={fields.colorHex.id}>{t("admin.items.colorHex")}</Label>
          <div className="flex items-center gap-2">
            <input
              type="color"
              value={validHex ? hex.toLowerCase() : defaultVariantColor}
              onChange={(event) => setHex(event.target.value)}
              aria-label={t("admin.items.color")}
              className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-border bg-surface p-1 md:h-10"
            />
            <Input
              id={fields.colorHex.id}
              name={fields.colorHex.name}
              value={hex}
              onChange={(event) => setHex(event.target.value.trim())}
              maxLength={7}
              spellCheck={false}
              aria-invalid={!validHex || undefined}
              aria-describedby={fields.colorHex.errors ? fields.colorHex.errorId : undefined}
            />
          </div>
          {fields.colorHex.errors ? (
            <p id={fields.colorHex.errorId} className="text-sm text-danger">
              {t(fields.colorHex.errors[0])}
            </p>
          ) : null}
        </div>
        <NumberField meta={fields.stock} label={t("admin.items.cardStock")} />
        <NumberField meta={fields.sortOrder} label={t("admin.items.sortOrder")} />
      </div>
      <ImageUploader
        name="images"
        form={formId}
        label={t("admin.items.images")}
        value={images}
        onChange={setImages}
        folder="items"
      />
      <SwitchField
        label={t("admin.active")}
        {...checkboxProps(fields.active)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t("admin.items.cancel")}
        </Button>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {variant ? t("admin.update") : t("admin.create")}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function NumberField({
  meta,
  label,
}: {
  meta: Parameters<typeof getInputProps>[0];
  label: string;
}) {
  const { t } = useTranslation();
  const { key, ...props } = getInputProps(meta, { type: "number" });
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={meta.id}>{label}</Label>
      <Input key={key} {...props} min={0} step={1} inputMode="numeric" />
      {meta.errors ? (
        <p id={meta.errorId} className="text-sm text-danger">
          {t(meta.errors[0])}
        </p>
      ) : null}
    </div>
  );
}
