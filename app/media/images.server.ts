import crypto from "node:crypto";
import type sharpModule from "sharp";
import { imageWidths, mainImageWidth, previewImage } from "./image-urls";
import type { MediaStorage } from "./storage.server";
import { loadSharp } from "~shared/sharp.server";

export type ImageRejection = "not-an-image" | "too-large";

/** The upload is not an image the shop can use (docs/product/content-rules.md#images). */
export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(reason === "too-large" ? "The image has too many pixels" : "The file is not an image");
    this.name = "ImageRejectedError";
  }
}

/**
 * About 100 megapixels: more than any phone or camera photo, far less than a decompression bomb
 * (a small file that unpacks to gigabytes).
 */
const maxInputPixels = 100_000_000;

// Raster formats only: an SVG or PDF would be drawn by a renderer rather than just decoded.
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

// Effort 2 encodes about twice as fast as the default 4 for files about 4 % larger: uploads (and the
// demo import) stay quick.
const webp = { quality: 80, effort: 2 } as const;

/**
 * The link preview: exactly 1200×630 in JPEG (what every messenger and network reads), cut around
 * the part of the picture that draws the eye (libvips' attention strategy: skin, saturation,
 * edges) rather than its middle, so a portrait keeps the piece and not the floor below it.
 */
export function linkPreview(sharp: typeof sharpModule, image: ReturnType<typeof sharpModule>): Promise<Buffer> {
  return image
    .resize(previewImage.width, previewImage.height, { fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** One of the smaller widths of image-urls.ts; a picture already narrower is not enlarged. */
export function smallerWidth(image: ReturnType<typeof sharpModule>, width: number): Promise<Buffer> {
  return image.resize({ width, withoutEnlargement: true }).webp(webp).toBuffer();
}

/**
 * Checks that `input` is an image by its content, turns it upright, strips its metadata (camera,
 * GPS) and stores it as WebP in the widths of image-urls.ts, with its link preview in JPEG, under a
 * random name in `folder`.
 * Returns the main image's public URL. Throws ImageRejectedError for anything unusable.
 */
export async function storeImage(storage: MediaStorage, folder: string, input: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: maxInputPixels, failOn: "error" } as const;
  // sharp refuses some inputs (an empty file) as it is called, before any promise: both count.
  const notAnImage = () => {
    throw new ImageRejectedError("not-an-image");
  };
  // Reading the header decodes no pixels, so it runs without the limit and can tell "too large" apart.
  const metadata = await Promise.resolve()
    .then(() => sharp(input, { ...options, limitInputPixels: false }).metadata())
    .catch(notAnImage);
  if (!acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new ImageRejectedError("not-an-image");
  }
  if (metadata.width * metadata.height > maxInputPixels) throw new ImageRejectedError("too-large");

  // Decode once, upright, at the largest width kept; every stored width is made from these pixels.
  const main = await Promise.resolve()
    .then(() =>
      sharp(input, options)
        .autoOrient()
        .resize({ width: mainImageWidth, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    )
    .catch(notAnImage);
  const pixels = () => sharp(main.data, { raw: main.info });
  // A small original is never enlarged: its smaller widths are then the same size as the main file.
  const [mainFile, preview, ...smaller] = await Promise.all([
    pixels().webp(webp).toBuffer(),
    linkPreview(sharp, pixels()),
    ...imageWidths.map((width) => smallerWidth(pixels(), width)),
  ]);

  const name = `${folder}/${crypto.randomUUID()}`;
  await storage.put(`${name}.webp`, mainFile, "image/webp");
  await storage.put(`${name}-preview.jpg`, preview, previewImage.type);
  await Promise.all(imageWidths.map((width, i) => storage.put(`${name}-${width}.webp`, smaller[i], "image/webp")));
  return storage.publicUrl(`${name}.webp`);
}

/** `storeImage` into one storage: how the demo import stores the pictures it draws. */
export function storeImagesIn(storage: MediaStorage): (folder: string, input: Buffer) => Promise<string> {
  return (folder, input) => storeImage(storage, folder, input);
}
