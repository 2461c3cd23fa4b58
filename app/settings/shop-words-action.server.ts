import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AdminPost } from "~/context";
import { translator } from "~/i18n/messages.server";
import { releaseUnusedImages } from "~/media/image-cleanup.server";
import { createStorage } from "~/media/storage.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import type { ShopWordsActionData } from "./shop-words-page";
import { shopWordsSchema } from "./shop-words-form";
import { readShopSettings, saveShopWords } from "~/shop/shop-settings.server";

/** Saves the "Your shop's words" form (any admin may, like the About texts); a refused one is answered back as typed. */
export async function saveShopWordsForm({ context, admin, form }: AdminPost) {
  const t = translator(context.language);
  try {
    const submission = parseWithZod(form, { schema: shopWordsSchema });
    if (submission.status !== "success") {
      // Every box is answered back as typed: nothing is lost, nothing was stored.
      return data<ShopWordsActionData>(
        { result: submission.reply(), note: errorNote(t("common.error"), t("admin.settings.fixErrors")) },
        { status: 400 },
      );
    }
    const before = (await readShopSettings(context)).shopWords.heroImage;
    await saveShopWords(context, submission.value);
    // After the write: a hero picture she replaced is deleted once nothing else shows it.
    if (before && before !== submission.value.heroImage) {
      await releaseUnusedImages(context.db, createStorage(context.config), context.log, [before]);
    }
    context.log.info({ account: admin.email }, "shop words saved");
    return { result: submission.reply(), note: successNote(t("admin.shopWords.saved")) } satisfies ShopWordsActionData;
  } catch (error) {
    context.log.error({ err: error }, "shop words could not be saved");
    return data<ShopWordsActionData>(
      { note: errorNote(t("common.error"), t("admin.settings.saveFailed", { message: t("auth.somethingWentWrong") })) },
      { status: 500 },
    );
  }
}
