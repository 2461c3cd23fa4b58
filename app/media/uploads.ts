/*
 * The browser's side of the back office's image uploads (docs/product/content-rules.md#images):
 * what may be sent, where, and the sending itself. Every uploader (item and variant pictures, an
 * author's photo, an article's cover, pictures in an article's text) goes through `uploadImage`.
 */

/** docs/product/content-rules.md#images: the largest image file accepted. */
export const maxUploadBytes = 10 * 1024 * 1024;

/**
 * docs/product/content-rules.md#phone-photos: the longest side a photo is scaled down to before it
 * is sent, a little above the widest picture the shop stores (image-urls.ts), so nothing is lost.
 */
export const longestSentSide = 2400;

/** The storage folders an upload may go to (docs/product/content-rules.md#images). */
export const uploadFolders = ["items", "authors", "articles", "blog", "pages"] as const;
export type UploadFolder = (typeof uploadFolders)[number];

/** Why the browser keeps a file back instead of sending it (docs/product/content-rules.md#phone-photos). */
export type UploadRefusal = "not-an-image" | "unreadable" | "too-large";

/** The translated message for each refusal, given the file's name. */
export const refusalMessages = {
  "not-an-image": "admin.uploads.refused.notAnImage",
  unreadable: "admin.uploads.refused.unreadable",
  "too-large": "admin.uploads.refused.tooLarge",
} as const satisfies Record<UploadRefusal, string>;

// A phone may give a photo no type (HEIC on some browsers): its name's ending then tells.
const imageEndings = /\.(jpe?g|png|webp|gif|avif|heic|heif|tiff?|bmp)$/i;

/** A file that is not a picture at all, told by its type alone: refused before it is read. */
export function refusalByType(file: { name: string; type: string }): UploadRefusal | null {
  if (file.type) return file.type.startsWith("image/") && file.type !== "image/svg+xml" ? null : "not-an-image";
  return imageEndings.test(file.name) ? null : "not-an-image";
}

/**
 * The size a picture of `width`×`height` is sent at: its longest side brought down to
 * `longestSentSide`, proportions kept; a smaller picture keeps its size.
 */
export function sentSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, longestSentSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Whether a decoded picture is sent as it was picked: small enough on both counts, so it is not
 * encoded again (each encoding loses a little).
 */
export function sentAsPicked(width: number, height: number, bytes: number): boolean {
  return Math.max(width, height) <= longestSentSide && bytes <= maxUploadBytes;
}

/** A file the server would refuse for its size, even once scaled. */
export const tooLargeToSend = (bytes: number) => bytes > maxUploadBytes;

const uploadEndpoint = "/admin/uploads";

/** Where one upload is: its bytes sent so far, as a fraction from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Sends one image to the upload endpoint, alone so that each request stays under the size limit,
 * telling `onProgress` how much of it has gone. Answers its stored URL, or the server's refusal
 * (none when the server could not be reached or gave no reason).
 */
export function uploadImage(
  file: Blob,
  folder: UploadFolder,
  onProgress?: UploadProgress,
): Promise<{ url: string } | { error?: string }> {
  const body = new FormData();
  body.append("files", file, file instanceof File ? file.name : "image");
  // fetch cannot tell how much of a body has gone; XMLHttpRequest's upload events can.
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${uploadEndpoint}?folder=${folder}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = (request.response ?? {}) as { urls?: string[]; error?: string };
      const url = answer.urls?.[0];
      resolve(request.status >= 200 && request.status < 300 && url ? { url } : { error: answer.error });
    };
    request.onerror = () => resolve({});
    request.send(body);
  });
}
