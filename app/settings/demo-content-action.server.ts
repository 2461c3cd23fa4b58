import { data } from "react-router";
import { demoRowCount, removeDemoContent } from "~db/demo/removal.server";
import type { AdminPost } from "~/context";
import { translator } from "~/i18n/messages.server";
import { releaseUnusedImages } from "~/media/image-cleanup.server";
import { createStorage } from "~/media/storage.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import type { ToastNote } from "~/toasts/toast-note";

export type DemoContentActionData = { note: ToastNote };

/**
 * docs/product/back-office.md#removing-the-demo-content: the owner's alone, checked here whatever
 * the page showed; one transaction, then the pictures nothing shows any more leave the storage.
 */
export async function removeDemoAction({ context, admin, form }: AdminPost) {
  const t = translator(context.language);
  const failed = (message: string, status: number) =>
    data<DemoContentActionData>({ note: errorNote(t("common.error"), message) }, { status });
  if (!admin.isOwner) {
    context.log.warn({ account: admin.email }, "refused: demo content removed by an admin who is not the owner");
    return failed(t("admin.demoContent.ownerOnly"), 403);
  }
  if (form.get("intent") !== "remove-demo") return failed(t("common.requestUnreadable"), 400);
  const removed = await removeDemoContent(context.db, form.get("withChanged") === "1");
  await releaseUnusedImages(context.db, createStorage(context.config), context.log, removed.images);
  context.log.info({ account: admin.email, rows: demoRowCount(removed) }, "demo content removed");
  return data<DemoContentActionData>({ note: successNote(t("admin.demoContent.removed")) });
}
