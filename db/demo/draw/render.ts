import { loadSharp } from "~shared/sharp.server";

/** Renders a drawn picture to PNG, quickly: the file is re-encoded by the image pipeline anyway. */
export async function renderPng(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
