import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { DemoNotEmptyError, importDemo } from "~db/demo/import.server";
import { translator } from "~/i18n/messages.server";
import type { AdminPost } from "~/context";
import { releaseUnusedImages } from "~/media/image-cleanup.server";
import { storeImagesIn } from "~/media/images.server";
import { createStorage } from "~/media/storage.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import type { ToastNote } from "~/toasts/toast-note";
import type { Language } from "~shared/languages";
import { shownShopSettings } from "~/shop/shop-settings.server";
import { deleteSchema, draftVariantIndex, itemFormSchema, variantFormSchema } from "./item-form";
import { endSale, saveSale, type SaleProblem } from "./item-sales.server";
import { saleFormSchema } from "./sale-form";
import {
  deleteItem,
  deleteVariant,
  duplicateItem,
  imagesOfItem,
  imagesOfVariant,
  saveItem,
  saveVariant,
  type ItemProblem,
} from "./items.server";

export type ItemsIntent =
  | "save-item"
  | "delete-item"
  | "duplicate-item"
  | "save-variant"
  | "delete-variant"
  | "save-sale"
  | "end-sale"
  | "import-demo";

export type ItemsActionData = {
  intent?: ItemsIntent;
  ok: boolean;
  result?: SubmissionResult<string[]>;
  note?: ToastNote;
  /** The item just saved, or the copy just made. */
  savedId?: string;
  /** docs/product/back-office.md#colour-variants: a new item with colour variants keeps its dialog open, now editing it. */
  keepOpen?: boolean;
};

const problemKey: Record<ItemProblem, string> = {
  slugTaken: "admin.items.slugTaken",
  notFound: "admin.items.errors.notFound",
  categoryMissing: "admin.items.errors.categoryMissing",
};

/** docs/product/sale-prices.md#a-sale: each refusal by the box it is about. */
const saleProblem: Record<SaleProblem, { field: string; key: string }> = {
  endBeforeStart: { field: "endDay", key: "admin.sales.endBeforeStart" },
  endPassed: { field: "endDay", key: "admin.sales.endPassed" },
  notBelowPrice: { field: "price", key: "admin.sales.notBelowPrice" },
  overlap: { field: "startDay", key: "admin.sales.overlap" },
  notFound: { field: "", key: "admin.items.errors.notFound" },
};

const firstError = (errors: Record<string, string[] | null> | null | undefined) =>
  Object.values(errors ?? {})
    .flatMap((messages) => messages ?? [])
    .at(0);

/** The items page's writes (docs/product/back-office.md#items, docs/product/back-office.md#colour-variants: items, color_variants; docs/product/back-office.md#demo-catalogue). */
export async function itemsAction({ context, form: formData }: AdminPost) {
  const t = translator(context.language);
  const intent = String(formData.get("intent")) as ItemsIntent;
  const answer = (body: Omit<ItemsActionData, "intent">, status = 200) =>
    data<ItemsActionData>({ intent, ...body }, { status });
  // Pictures a successful write dropped are deleted from storage once nothing shows them any more.
  const release = (urls: string[]) => releaseUnusedImages(context.db, createStorage(context.config), context.log, urls);

  try {
    switch (intent) {
      case "save-item":
        return await saveItemIntent();
      case "delete-item":
        return await deleteItemIntent();
      case "duplicate-item":
        return await duplicateItemIntent();
      case "save-variant":
        return await saveVariantIntent();
      case "delete-variant":
        return await deleteVariantIntent();
      case "save-sale":
        return await saveSaleIntent();
      case "end-sale":
        return await endSaleIntent();
      case "import-demo":
        return await importDemoIntent();
      default:
        return answer({ ok: false, note: errorNote(t("auth.somethingWentWrong")) }, 400);
    }
  } catch (error) {
    context.log.error({ err: error, intent }, "items action failed");
    const message = t("auth.somethingWentWrong");
    const title =
      intent === "save-item"
        ? t(formData.get("id") ? "admin.failedToUpdate" : "admin.failedToCreate", { message })
        : intent === "delete-item"
          ? t("admin.failedToDelete", { message })
          : intent === "duplicate-item"
            ? t("admin.items.duplicateFailed", { message })
          : intent === "save-variant"
            ? t("admin.variants.saveError")
            : intent === "delete-variant"
              ? t("admin.variants.deleteError")
              : intent === "save-sale" || intent === "end-sale"
                ? t("admin.sales.saveError")
                : t("admin.demo.importFailed");
    return answer({ ok: false, note: errorNote(title) }, 500);
  }

  async function saveSaleIntent() {
    const { timeZone } = await shownShopSettings(context);
    const submission = parseWithZod(formData, { schema: saleFormSchema(context.language, timeZone) });
    if (submission.status !== "success") return answer({ ok: false, result: submission.reply() }, 400);
    const saved = await saveSale(context.db, submission.value);
    if (!saved.ok) {
      const { field, key } = saleProblem[saved.problem];
      const result = submission.reply({ fieldErrors: field ? { [field]: [key] } : {}, formErrors: field ? [] : [key] });
      return answer({ ok: false, result, note: errorNote(t(key)) }, saved.problem === "notFound" ? 404 : 409);
    }
    return answer({ ok: true, result: submission.reply({ resetForm: true }), note: successNote(t("admin.sales.saved")) });
  }

  async function endSaleIntent() {
    const submission = parseWithZod(formData, { schema: deleteSchema });
    const sale = submission.status === "success" ? submission.value : null;
    if (!sale?.itemId || !(await endSale(context.db, sale.id, sale.itemId))) {
      return answer({ ok: false, note: errorNote(t("admin.items.errors.notFound")) }, 404);
    }
    return answer({ ok: true, note: successNote(t("admin.sales.endedNote")) });
  }

  async function saveItemIntent() {
    const submission = parseWithZod(formData, { schema: itemFormSchema(context.language) });
    const editing = Boolean(formData.get("id"));
    const failed = (message: string) =>
      errorNote(t(editing ? "admin.failedToUpdate" : "admin.failedToCreate", { message }));
    if (submission.status !== "success") {
      // A colour added before the item existed is refused with the whole item, and said so by its number.
      const colourError = Object.entries(submission.error ?? {}).find(
        ([name, messages]) => draftVariantIndex(name) !== null && messages?.length,
      );
      if (!colourError) return answer({ ok: false, result: submission.reply() }, 400);
      const [name, [key]] = colourError as [string, string[]];
      const message = t("admin.items.errors.draftVariantInvalid", { n: draftVariantIndex(name)! + 1, message: t(key) });
      return answer({ ok: false, result: submission.reply({ formErrors: [message] }), note: failed(message) }, 400);
    }

    const before = submission.value.id ? await imagesOfItem(context.db, submission.value.id) : [];
    const saved = await saveItem(context.db, submission.value);
    if (!saved.ok) {
      const key = problemKey[saved.problem];
      const field = saved.problem === "slugTaken" ? "slug" : saved.problem === "categoryMissing" ? "categoryId" : "";
      return answer(
        {
          ok: false,
          result: submission.reply({ fieldErrors: field ? { [field]: [key] } : {}, formErrors: field ? [] : [key] }),
          note: failed(t(key)),
        },
        saved.problem === "notFound" ? 404 : 409,
      );
    }
    await release(before);
    const keepOpen = !editing && submission.value.hasColorVariants;
    const title = editing
      ? "admin.items.updated"
      : keepOpen
        ? "admin.items.createdWithVariants"
        : "admin.items.created";
    return answer({
      ok: true,
      result: submission.reply({ resetForm: true }),
      note: successNote(t(title)),
      savedId: saved.id,
      keepOpen,
    });
  }

  async function deleteItemIntent() {
    const parsed = deleteSchema.safeParse(Object.fromEntries(formData));
    const gone = (message: string) => answer({ ok: false, note: errorNote(t("admin.failedToDelete", { message })) }, 404);
    if (!parsed.success) return gone(t("admin.items.errors.notFound"));
    const before = await imagesOfItem(context.db, parsed.data.id);
    if (!(await deleteItem(context.db, parsed.data.id))) return gone(t("admin.items.errors.notFound"));
    await release(before);
    return answer({ ok: true, note: successNote(t("admin.items.deleted")) });
  }

  async function duplicateItemIntent() {
    const parsed = deleteSchema.safeParse(Object.fromEntries(formData));
    const copyName = (name: string, language: Language) => translator(language)("admin.items.copyName", { name });
    const copy = parsed.success ? await duplicateItem(context.db, parsed.data.id, copyName) : null;
    if (!copy) {
      const message = t("admin.items.errors.notFound");
      return answer({ ok: false, note: errorNote(t("admin.items.duplicateFailed", { message })) }, 404);
    }
    // The copy is the newest item, first on the list's first page: its dialog opens there.
    return answer({ ok: true, note: successNote(t("admin.items.duplicated")), savedId: copy.id, keepOpen: true });
  }

  async function saveVariantIntent() {
    const submission = parseWithZod(formData, { schema: variantFormSchema });
    if (submission.status !== "success") {
      return answer(
        {
          ok: false,
          result: submission.reply(),
          note: errorNote(t("admin.variants.saveError"), t(firstError(submission.error) ?? "common.error")),
        },
        400,
      );
    }
    const sortOrderGiven = String(formData.get("sortOrder") ?? "").trim() !== "";
    const before = submission.value.id ? await imagesOfVariant(context.db, submission.value.id) : [];
    const saved = await saveVariant(context.db, submission.value, sortOrderGiven);
    if (!saved.ok) {
      return answer(
        { ok: false, note: errorNote(t("admin.variants.saveError"), t("admin.items.errors.notFound")) },
        404,
      );
    }
    if (saved.kind === "deferred") {
      return answer({ ok: true, note: successNote(t("admin.items.variantSavedLater")) });
    }
    await release(before);
    return answer({
      ok: true,
      result: submission.reply({ resetForm: true }),
      note: successNote(t(saved.kind === "created" ? "admin.variants.created" : "admin.variants.updated")),
    });
  }

  async function deleteVariantIntent() {
    if (!formData.get("itemId")) {
      return answer({ ok: false, note: errorNote(t("admin.variants.cannotDelete"), t("admin.variants.saveItemFirst")) }, 400);
    }
    const parsed = deleteSchema.safeParse(Object.fromEntries(formData));
    const before = parsed.success ? await imagesOfVariant(context.db, parsed.data.id) : [];
    if (!parsed.success || !parsed.data.itemId || !(await deleteVariant(context.db, parsed.data.id, parsed.data.itemId))) {
      return answer(
        { ok: false, note: errorNote(t("admin.variants.deleteError"), t("admin.items.errors.notFound")) },
        404,
      );
    }
    await release(before);
    return answer({ ok: true, note: successNote(t("admin.variants.deleted")) });
  }

  async function importDemoIntent() {
    try {
      await importDemo(context.db, storeImagesIn(createStorage(context.config)));
    } catch (error) {
      if (error instanceof DemoNotEmptyError) {
        return answer({ ok: false, note: errorNote(t("admin.demo.itemsExist")) }, 409);
      }
      throw error;
    }
    context.log.info("demo catalogue imported from the back office");
    return answer({ ok: true, note: successNote(t("admin.demo.imported")) });
  }
}
