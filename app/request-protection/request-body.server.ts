import { data } from "react-router";
import type { ShopContext } from "~/context";
import { translator } from "~/i18n/messages.server";
import { attemptRefused, type ThrottleKey } from "./throttle.server";
import type { RefusedForm } from "~/lib/form-refusal";
import { withoutNul } from "~/lib/utils";

/**
 * Reads at most `limit` bytes of a request body: a declared length above it is refused before
 * reading, and a body that runs past it is cut off there, so an oversized body is never held in
 * memory whole. Resolves to null when the body is too large.
 */
async function readBodyWithin(request: Request, limit: number): Promise<Buffer | null> {
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
      // Let go rather than cancel: cancelling would close the connection before the refusal is
      // sent; the server drops the rest after answering (app/server/pages.server.ts).
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/*
 * The bounds of every form the shop reads (docs/product/access.md#form-bounds, docs/decisions/0053).
 * A form's cost grows with its bytes, its fields and the depth of its field names (the form
 * library builds one object per level), so all three are checked before anything is built.
 */

/**
 * The most a form of the shop may weigh: far above the longest article the back office can write,
 * far below what would hurt the server to hold. Forms of a few fields have smaller limits of their own.
 */
export const maxFormBytes = 1024 * 1024;
/** The sign-in and invitation forms: a few short fields. */
export const smallFormBytes = 16 * 1024;
/** More than twice the largest real form: an item with 30 new colours of 20 pictures each (about 850 fields). */
export const maxFormFields = 2000;
/** Levels of a field name, counted by its `[` and `.`: the deepest real one, `variants[0].images[1]`, has 3. */
export const maxFieldDepth = 8;

export type FormRefusal = {
  status: 400 | 413 | 415;
  message: "common.requestTooLarge" | "common.tooManyFields" | "common.requestUnreadable";
};
export type FormReading = { form: FormData } | { refusal: FormRefusal };

const tooLarge: FormRefusal = { status: 413, message: "common.requestTooLarge" };
const tooManyFields: FormRefusal = { status: 413, message: "common.tooManyFields" };
const unreadable: FormRefusal = { status: 400, message: "common.requestUnreadable" };
const notAForm: FormRefusal = { status: 415, message: "common.requestUnreadable" };

/** Whether `bytes` holds more than `limit` copies of `separator`, found without decoding anything. */
function moreThan(bytes: Buffer, separator: Buffer | number, limit: number): boolean {
  let count = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, at + 1)) {
    if (++count > limit) return true;
  }
  return false;
}

/**
 * A name nested past `maxFieldDepth`, or naming a list position past the field limit: the form
 * library would build a list that long (`lines[4294967294]` is four billion places), yet no list of
 * a form can hold more entries than the form has fields.
 */
function nameOutOfBounds(name: string): boolean {
  let depth = 0;
  for (const char of name) if ((char === "[" || char === ".") && ++depth > maxFieldDepth) return true;
  return name.split(/[[\].]/).some((segment) => /^\d+$/.test(segment) && Number(segment) >= maxFormFields);
}

/** The multipart boundary a content type names, as the bytes that open each part. */
function partDelimiter(type: string): Buffer | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  return boundary ? Buffer.from(`--${boundary[1] ?? boundary[2]}`, "latin1") : null;
}

/**
 * The one reader of every posted form (URL-encoded or multipart), within `maxBytes` bytes,
 * `maxFormFields` fields and names `maxFieldDepth` levels deep whose list positions are below
 * `maxFormFields`, every text value cleared of U+0000.
 * Fields are counted on the raw bytes (each `&`, each multipart delimiter) before any is decoded,
 * so a body of tens of thousands of fields costs one scan. Invalid UTF-8 becomes U+FFFD, as
 * browsers decode it. A refusal carries its status and a message key, never the input.
 */
export async function readBoundedForm(request: Request, maxBytes = maxFormBytes): Promise<FormReading> {
  const type = request.headers.get("content-type") ?? "";
  const urlEncoded = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!urlEncoded && !/^multipart\/form-data\b/i.test(type)) return { refusal: notAForm };

  const body = await readBodyWithin(request, maxBytes);
  if (body === null) return { refusal: tooLarge };
  let entries: Iterable<[string, FormDataEntryValue]>;
  if (urlEncoded) {
    // n fields are n - 1 separators; empty ones between two `&` are counted too, which only a broken client sends.
    if (moreThan(body, 0x26, maxFormFields - 1)) return { refusal: tooManyFields };
    entries = new URLSearchParams(body.toString("utf8"));
  } else {
    const delimiter = partDelimiter(type);
    if (!delimiter) return { refusal: unreadable };
    // n parts are n + 1 delimiters, the last one closing the body.
    if (moreThan(body, delimiter, maxFormFields + 1)) return { refusal: tooManyFields };
    try {
      entries = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
    } catch {
      return { refusal: unreadable };
    }
  }
  const form = new FormData();
  for (const [name, value] of entries) {
    if (nameOutOfBounds(name)) return { refusal: unreadable };
    form.append(withoutNul(name), typeof value === "string" ? withoutNul(value) : value);
  }
  return { form };
}

/**
 * A posted form for a page's action, read by `readBoundedForm`. What is not a readable form never
 * reaches the action: it is thrown as 413, 415 or 400 with a short message in the visitor's
 * language, after being counted as a failed attempt against `countAs` (the limits of what the form
 * would have done).
 */
export async function readForm(
  request: Request,
  context: Pick<ShopContext, "db" | "language">,
  options: { maxBytes?: number; countAs?: ThrottleKey[] } = {},
): Promise<FormData> {
  const reading = await readBoundedForm(request, options.maxBytes);
  if ("form" in reading) return reading.form;
  if (options.countAs) await attemptRefused(context.db, options.countAs);
  const { status, message } = reading.refusal;
  throw data<RefusedForm>({ refused: "form", error: translator(context.language)(message) }, { status });
}
