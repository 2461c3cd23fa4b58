import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import type { $ZodType, output } from "zod/v4/core";
import { foreignKeyViolation, sqlState, uniqueViolation } from "~db/sql-state";
import { translator } from "~/i18n/messages.server";
import { releaseUnusedImages } from "~/media/image-cleanup.server";
import { createStorage } from "~/media/storage.server";
import type { AdminPost } from "~/context";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import type { ToastNote } from "~/toasts/toast-note";

/** What a content page's action answers: the form's result, a toast, and whether the dialog may close. */
export type ContentActionData = { result?: SubmissionResult<string[]>; note?: ToastNote; saved?: boolean };

/** A write refused for a reason the owner can fix, told on the slug field (or as a toast only). */
export type WriteOutcome = { ok: true } | { ok: false; problem: "slugTaken" | "notFound" | "choiceMissing" };

/** The translation keys of one kind of content's toasts (docs/product/back-office.md#toasts). */
export type ContentTexts = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/** The toasts of a kind of content whose texts sit under one key, e.g. `admin.authors.created`. */
export const contentTexts = (prefix: string): ContentTexts => ({
  created: `${prefix}.created`,
  updated: `${prefix}.updated`,
  deleted: `${prefix}.deleted`,
  createFailed: `${prefix}.createFailed`,
  updateFailed: `${prefix}.updateFailed`,
  deleteFailed: `${prefix}.deleteFailed`,
});

const problemKey = {
  slugTaken: "admin.items.slugTaken",
  notFound: "auth.somethingWentWrong",
  choiceMissing: "admin.content.choiceMissing",
} as const;

const deleteSchema = z.object({ id: z.uuid() });

/**
 * The action of a back-office content page: `intent=save` creates (no id) or updates (an id) with
 * the page's zod schema, `intent=delete` removes by id. Every answer carries its docs/product/back-office.md#toasts toast; a
 * refused save answers the form's own values back, so nothing typed is lost.
 */
export async function contentAction<Schema extends $ZodType<unknown, Record<string, unknown>>>(
  { request, context, admin, form: formData }: AdminPost,
  options: {
    schema: Schema;
    texts: ContentTexts;
    save: (value: output<Schema>) => Promise<WriteOutcome>;
    remove: (id: string) => Promise<WriteOutcome>;
    /** The stored images a row shows, for kinds of content that have pictures. */
    imagesOf?: (id: string) => Promise<string[]>;
  },
) {
  const t = translator(context.language);
  const intent = formData.get("intent") === "delete" ? "delete" : "save";
  const creating = intent === "save" && !formData.get("id");
  const failedKey = intent === "delete" ? options.texts.deleteFailed : creating ? options.texts.createFailed : options.texts.updateFailed;
  const failure = (message: string) => errorNote(t(failedKey, { message }), "");
  const imagesBefore = async (id: unknown) =>
    options.imagesOf && typeof id === "string" && z.uuid().safeParse(id).success ? options.imagesOf(id) : [];
  // Runs after the write committed: a picture it dropped is deleted once nothing shows it.
  const release = (urls: string[]) => releaseUnusedImages(context.db, createStorage(context.config), context.log, urls);

  try {
    if (intent === "delete") {
      const parsed = deleteSchema.safeParse({ id: formData.get("id") });
      const before = await imagesBefore(parsed.data?.id);
      const outcome = parsed.success ? await options.remove(parsed.data.id) : ({ ok: false, problem: "notFound" } as const);
      if (!outcome.ok) return data<ContentActionData>({ note: failure(t(problemKey[outcome.problem])) }, { status: 404 });
      await release(before);
      context.log.info({ account: admin.email, path: new URL(request.url).pathname, id: parsed.data?.id }, "content deleted");
      return { note: successNote(t(options.texts.deleted)) } satisfies ContentActionData;
    }

    const submission = parseWithZod(formData, { schema: options.schema });
    if (submission.status !== "success") return data<ContentActionData>({ result: submission.reply() }, { status: 400 });
    const before = await imagesBefore(formData.get("id"));
    let outcome: WriteOutcome;
    try {
      outcome = await options.save(submission.value);
    } catch (error) {
      // docs/product/content-rules.md#slug-uniqueness: the database decides; a category or author
      // another admin removed meanwhile is asked again rather than failing the page.
      const state = sqlState(error);
      if (state === uniqueViolation) outcome = { ok: false, problem: "slugTaken" };
      else if (state === foreignKeyViolation) outcome = { ok: false, problem: "choiceMissing" };
      else throw error;
    }
    if (!outcome.ok) {
      const key = problemKey[outcome.problem];
      return data<ContentActionData>(
        { result: submission.reply({ fieldErrors: outcome.problem === "slugTaken" ? { slug: [key] } : {} }), note: failure(t(key)) },
        { status: outcome.problem === "notFound" ? 404 : 409 },
      );
    }
    await release(before);
    context.log.info({ account: admin.email, path: new URL(request.url).pathname, creating }, "content saved");
    return {
      result: submission.reply({ resetForm: true }),
      note: successNote(t(creating ? options.texts.created : options.texts.updated)),
      saved: true,
    } satisfies ContentActionData;
  } catch (error) {
    context.log.error({ err: error, intent }, "content write failed");
    return data<ContentActionData>({ note: failure(t("auth.somethingWentWrong")) }, { status: 500 });
  }
}
