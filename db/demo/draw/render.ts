import sharp from "sharp";

/** Renders a drawn picture to PNG, quickly: the file is re-encoded by the image pipeline anyway. */
export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
