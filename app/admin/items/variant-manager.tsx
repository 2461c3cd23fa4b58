import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { localized } from "~/i18n/content";
import { languageNames } from "~/i18n/languages";
import type { Language } from "~shared/languages";
import { useRootData } from "~/root-data";
import { useToastNote } from "~/components/ui/use-toast-note";
import { toast } from "~/components/ui/toast";
import { useDiscardGuard } from "~/components/back-office/discard-guard";
import { AskFirstDialog } from "~/components/back-office/confirm-dialog";
import {
  defaultVariantColor,
  variantFormSchema,
  variantValues,
  type AdminVariant,
  type DraftVariant,
} from "./item-form";
import type { ItemsActionData } from "./items-action.server";
import { Field, inputClass } from "~/components/forms/field";
import { ImagesField } from "~/components/forms/images-field";
import { SwitchField, checkboxProps } from "~/components/forms/switch-field";
import { TextField } from "~/components/forms/text-field";

const nameField = {
  en: "colorNameEn",
  fr: "colorNameFr",
  it: "colorNameIt",
} as const;
const nameLanguages: Language[] = ["en", "fr", "it"];

/** A row of the list: a stored colour, or a draft (`draftId`) that is stored with the item. */
type Listed = { variant: AdminVariant; draft: boolean };

const asListed = (draft: DraftVariant): AdminVariant => ({
  ...draft,
  id: draft.draftId,
  itemId: "",
});

/**
 * docs/product/back-office.md#colour-variants: the item's variants (Inactive badge when off) and an editor for
 * one at a time. Variants are stored only once the item exists (`itemId`); before that, a colour is
 * kept in the dialog as a draft, listed as not saved yet, and stored with the item (docs/decisions/0027).
 */
export function VariantManager({
  itemId,
  variants,
  drafts,
  onDraftsChange,
  draftErrors,
}: {
  itemId?: string;
  variants: AdminVariant[];
  drafts: DraftVariant[];
  onDraftsChange: (drafts: DraftVariant[]) => void;
  /** The server's or the form's message for a draft, by its place in `drafts`. */
  draftErrors: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const [editing, setEditing] = useState<"new" | Listed | null>(null);
  // docs/product/back-office.md#colour-variants: deleting a colour, stored or not yet, is asked first.
  const [deleting, setDeleting] = useState<{ listed: Listed; name: string } | null>(null);
  const remover = useFetcher<ItemsActionData>({ key: "delete-variant" });
  useToastNote(remover.data?.note);
  const colorWord = t("admin.items.color");
  const listed: Listed[] = [
    ...variants.map((variant) => ({ variant, draft: false })),
    ...drafts.map((draft) => ({ variant: asListed(draft), draft: true })),
  ];
  const keepDraft = (values: DraftValues, draftId?: string) => {
    onDraftsChange(
      draftId
        ? drafts.map((draft) => (draft.draftId === draftId ? { ...values, draftId } : draft))
        : [...drafts, { ...values, draftId: crypto.randomUUID() }],
    );
    toast.success(t("admin.items.variantSavedLater"));
  };
  return (
    <section
      aria-labelledby="variant-manager-title"
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
    >
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
      {listed.length === 0 ? (
        <p className="text-sm text-muted">{t("admin.items.noVariants")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {listed.map(({ variant, draft }) => {
            const name = localized(variant.colorNameI18n, language, colorWord);
            const error = draft ? draftErrors.get(drafts.findIndex((d) => d.draftId === variant.id)) : undefined;
            return (
              <li
                key={variant.id}
                className="flex items-center gap-3 px-3 py-2"
                data-testid="variant-row"
              >
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
                  {draft || !variant.active ? (
                    <div className="mt-1 flex flex-wrap gap-1">
                      {draft ? <Badge variant="outline">{t("admin.items.draftBadge")}</Badge> : null}
                      {variant.active ? null : <Badge variant="neutral">{t("admin.inactive")}</Badge>}
                    </div>
                  ) : null}
                  {error ? <p className="text-sm text-danger">{error}</p> : null}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t("admin.items.editVariant", { name })}
                    onClick={() => setEditing({ variant, draft })}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghostDestructive"
                    size="icon"
                    disabled={!draft && remover.state !== "idle"}
                    aria-label={t(draft ? "admin.items.removeDraft" : "admin.items.deleteVariant", { name })}
                    onClick={() => setDeleting({ listed: { variant, draft }, name })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {drafts.length > 0 ? <p className="text-xs text-muted">{t("admin.items.draftsNote")}</p> : null}
      <AskFirstDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("admin.items.deleteVariantTitle")}
        keepLabel={t("admin.items.cancel")}
        {...(deleting?.listed.draft
          ? {
              confirmLabel: t("admin.items.deleteButton"),
              destructive: true,
              onConfirm: () => {
                onDraftsChange(drafts.filter((d) => d.draftId !== deleting.listed.variant.id));
                setDeleting(null);
              },
            }
          : {
              confirm: (
                <remover.Form method="post" action="/admin/items" onSubmit={() => setDeleting(null)}>
                  <input type="hidden" name="intent" value="delete-variant" />
                  <input type="hidden" name="id" value={deleting?.listed.variant.id ?? ""} />
                  {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
                  <Button type="submit" variant="destructive" className="w-full">
                    {t("admin.items.deleteButton")}
                  </Button>
                </remover.Form>
              ),
            })}
      >
        {t("admin.items.confirmDeleteVariant", { name: deleting?.name ?? "" })}
      </AskFirstDialog>
      {editing !== null ? (
        <VariantEditor
          key={editing === "new" ? "new" : editing.variant.id}
          itemId={itemId}
          variant={editing === "new" ? undefined : editing.variant}
          nextSortOrder={listed.length}
          onDraft={
            editing === "new"
              ? itemId
                ? undefined
                : keepDraft
              : editing.draft
                ? (values) => keepDraft(values, editing.variant.id)
                : undefined
          }
          onDone={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

type DraftValues = Omit<DraftVariant, "draftId">;

/**
 * One colour's form. With `onDraft` (an item not created yet) a valid colour is handed back to the
 * dialog instead of being posted. Cancel asks first when something was typed.
 */
function VariantEditor({
  itemId,
  variant,
  nextSortOrder,
  onDraft,
  onDone,
}: {
  itemId?: string;
  variant?: AdminVariant;
  nextSortOrder: number;
  onDraft?: (values: DraftValues) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ItemsActionData>();
  useToastNote(fetcher.data?.note);
  const guard = useDiscardGuard(onDone);
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
    onSubmit: onDraft
      ? (event, { submission }) => {
          event.preventDefault();
          if (submission?.status !== "success") return;
          onDraft(variantValues(submission.value));
          onDone();
        }
      : undefined,
  });

  const done = fetcher.state === "idle" && fetcher.data?.ok === true;
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const validHex = /^#[0-9a-fA-F]{6}$/.test(hex);
  return (
    <div {...guard.contentProps}>
      <fetcher.Form
        method="post"
        action="/admin/items"
        {...getFormProps(form)}
        aria-label={t("admin.items.variantEditor")}
        className="flex flex-col gap-3 rounded-lg bg-background p-3"
      >
        <input type="hidden" name="intent" value="save-variant" />
        {itemId ? <input type="hidden" name="itemId" value={itemId} /> : null}
        {variant && !onDraft ? <input type="hidden" name="id" value={variant.id} /> : null}
        <div className="grid gap-3 sm:grid-cols-3">
          {nameLanguages.map((language) => (
            <TextField
              key={language}
              meta={fields[nameField[language]]}
              label={`${t("admin.items.colorName")} (${languageNames[language]})`}
            />
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field field={fields.colorHex} label={t("admin.items.colorHex")}>
            <div className="flex items-center gap-2">
              <input
                type="color"
                value={validHex ? hex.toLowerCase() : defaultVariantColor}
                onChange={(event) => setHex(event.target.value)}
                aria-label={t("admin.items.color")}
                className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-border bg-surface p-1 md:h-10"
              />
              <input
                id={fields.colorHex.id}
                name={fields.colorHex.name}
                value={hex}
                onChange={(event) => setHex(event.target.value.trim())}
                maxLength={7}
                spellCheck={false}
                aria-invalid={!validHex || undefined}
                aria-describedby={fields.colorHex.errors ? fields.colorHex.errorId : undefined}
                className={inputClass}
              />
            </div>
          </Field>
          {[
            { meta: fields.stock, label: t("admin.items.cardStock") },
            { meta: fields.sortOrder, label: t("admin.items.sortOrder") },
          ].map(({ meta, label }) => (
            <TextField key={meta.name} meta={meta} label={label} type="number" min={0} step={1} inputMode="numeric" />
          ))}
        </div>
        <ImagesField
          name="images"
          form={formId}
          label={t("admin.items.images")}
          value={images}
          onChange={setImages}
          folder="items"
        />
        <SwitchField label={t("admin.active")} {...checkboxProps(fields.active)} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={guard.requestClose}>
            {t("admin.items.cancel")}
          </Button>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {variant ? t("admin.items.saveColour") : t("admin.items.addColour")}
          </Button>
        </div>
      </fetcher.Form>
      {guard.question}
    </div>
  );
}
