import { data } from "react-router";
import type { Language } from "~shared/languages";
import { translator } from "~/i18n/messages.server";
import { withoutNul } from "~/lib/utils";

/**
 * Reads at most `limit` bytes of a request body: a declared length above it is refused before
 * reading, and a body that runs past it is cut off there, so an oversized body is never held in
 * memory whole. Resolves to null when the body is too large.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The most a form of the shop may weigh: far above the longest article the back office can write,
 * far below what would hurt the server to hold.
 */
export const maxFormBytes = 1024 * 1024;

/** A URL-encoded body's fields, cleared of U+0000 like readForm's. */
export function urlEncodedFields(body: Buffer): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(body.toString("utf8"))) fields.append(withoutNul(name), withoutNul(value));
  return fields;
}

/**
 * A posted form (URL-encoded or multipart), read within `limit` bytes, every text value cleared of
 * U+0000. What is not a readable form never reaches an action: too large is thrown as 413, another
 * kind of body as 415, a broken one as 400, each with a message in the visitor's language.
 * Invalid UTF-8 becomes U+FFFD, as browsers decode it.
 */
export async function readForm(request: Request, language: Language, limit = maxFormBytes): Promise<FormData> {
  const t = translator(language);
  const refuse = (key: string, status: number) => data({ error: t(key) }, { status });
  const type = request.headers.get("content-type") ?? "";
  const urlEncoded = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!urlEncoded && !/^multipart\/form-data\b/i.test(type)) throw refuse("common.requestUnreadable", 415);

  const body = await readBodyWithin(request, limit);
  if (body === null) throw refuse("common.requestTooLarge", 413);
  let entries: Iterable<[string, FormDataEntryValue]>;
  try {
    entries = urlEncoded
      ? urlEncodedFields(body)
      : await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw refuse("common.requestUnreadable", 400);
  }
  const form = new FormData();
  for (const [name, value] of entries) form.append(withoutNul(name), typeof value === "string" ? withoutNul(value) : value);
  return form;
}
