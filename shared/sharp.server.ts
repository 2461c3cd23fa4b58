import type sharpModule from "sharp";

let loadingSharp: Promise<typeof sharpModule> | undefined;

/** libvips (about 18 MB resident) is loaded by the first upload, not by every start: uploads are rare. */
export function loadSharp(): Promise<typeof sharpModule> {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    // libvips keeps decoded images and a thread per core for the next call: the memory is better
    // left to the page cache.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}
