import { data } from "react-router";
import type { ShopContext } from "~/context";
import { translator } from "~/i18n/messages.server";
import { ImageRejectedError, storeImage } from "~/media/images.server";
import { readBoundedForm } from "~/request-protection/request-body.server";
import { createStorage } from "~/media/storage.server";
import { maxUploadBytes, uploadFolders, type UploadFolder } from "~/media/uploads";

/** Room for the multipart boundaries and headers around one file. */
const multipartOverhead = 64 * 1024;

const isFolder = (value: string | null): value is UploadFolder =>
  uploadFolders.some((folder) => folder === value);

export type UploadAnswer = { urls: string[] } | { error: string };

/**
 * docs/product/content-rules.md#images: a multipart post of images (field `files`) for one folder. Each one is checked by
 * its content, re-encoded without its metadata and stored under a new random name; the answer
 * lists their public URLs in the order sent. One request carries at most one file's worth of bytes
 * (10 MB): the uploader sends each file on its own.
 */
export async function receiveUploads(request: Request, context: ShopContext) {
  const t = translator(context.language);
  const refuse = (message: string, status: number) => data<UploadAnswer>({ error: message }, { status });

  const folder = new URL(request.url).searchParams.get("folder");
  if (!isFolder(folder)) return refuse(t("admin.items.errors.uploadFolder"), 400);
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    return refuse(t("admin.items.errors.notAnImage"), 415);
  }

  // Its own byte limit, the form bounds' fields and depth (docs/product/access.md#form-bounds).
  const reading = await readBoundedForm(request, maxUploadBytes + multipartOverhead);
  if ("refusal" in reading) {
    const { status, message } = reading.refusal;
    return refuse(t(status === 413 && message === "common.requestTooLarge" ? "admin.items.errors.fileTooLarge" : message), status);
  }
  const form = reading.form;

  const files = form.getAll("files").filter((value): value is File => typeof value !== "string");
  if (files.length === 0) return refuse(t("admin.uploads.failed"), 400);
  if (files.some((file) => file.size > maxUploadBytes)) return refuse(t("admin.items.errors.fileTooLarge"), 413);

  const storage = createStorage(context.config);
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await storeImage(storage, folder, Buffer.from(await file.arrayBuffer())));
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      const key = error.reason === "too-large" ? "admin.items.errors.imageTooBig" : "admin.items.errors.notAnImage";
      return refuse(t(key), 415);
    }
    context.log.error({ err: error, folder }, "upload failed");
    return refuse(t("admin.uploads.failed"), 500);
  }
  context.log.info({ folder, count: urls.length }, "images uploaded");
  return data<UploadAnswer>({ urls });
}
