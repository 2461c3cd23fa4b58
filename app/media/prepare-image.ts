import { refusalByType, sentAsPicked, sentSize, tooLargeToSend, type UploadRefusal } from "./uploads";

/** What goes to the server for one picked file: the file itself, a smaller copy, or why nothing does. */
export type PreparedImage = { blob: Blob } | { refusal: UploadRefusal };

/** JPEG wherever WebP cannot be written (Safari writes PNG when asked for WebP). */
async function encode(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.drawImage(bitmap, 0, 0);
  const webp = await canvas.convertToBlob({ type: "image/webp", quality: 0.85 });
  if (webp.type === "image/webp") return webp;
  // JPEG has no transparency: what was see-through becomes white, as the link preview already does.
  context.globalCompositeOperation = "destination-over";
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  return canvas.convertToBlob({ type: "image/jpeg", quality: 0.88 });
}

/**
 * docs/product/content-rules.md#phone-photos: a picked file made ready to send. Anything that is
 * not an image, or that this browser cannot decode (HEIC outside Safari), is refused before a byte
 * is sent; a small picture goes as it is; a larger one is turned upright by its EXIF orientation and
 * scaled down to `longestSentSide`. Decoding, scaling and encoding are the browser's asynchronous
 * calls, which run away from the page's own thread, so the page stays responsive meanwhile.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const byType = refusalByType(file);
  if (byType) return { refusal: byType };
  let picked: ImageBitmap;
  try {
    picked = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { refusal: "unreadable" };
  }
  try {
    if (sentAsPicked(picked.width, picked.height, file.size)) return { blob: file };
    const size = sentSize(picked.width, picked.height);
    const scaled = await createImageBitmap(picked, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: "high" });
    try {
      const blob = await encode(scaled);
      return tooLargeToSend(blob.size) ? { refusal: "too-large" } : { blob };
    } finally {
      scaled.close();
    }
  } catch {
    return { refusal: "unreadable" };
  } finally {
    picked.close();
  }
}
