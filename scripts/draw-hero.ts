/**
 * `npx tsx scripts/draw-hero.ts`: draws the home page's hero picture with the demo's drawing code
 * and writes it to public/images in the widths the page asks for, and as the shop's link preview
 * (hero-preview.jpg). The files are shipped; run this
 * again after changing the drawing.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { heroPicture } from "~db/demo/draw/compositions";
import { linkPreview } from "~/media/images.server";

const widths = [640, 800, 1024, 1600];
const folder = fileURLToPath(new URL("../public/images", import.meta.url));

fs.mkdirSync(folder, { recursive: true });
const drawn = await sharp(Buffer.from(heroPicture())).png().toBuffer();
for (const width of widths) {
  const file = path.join(folder, `hero-${width}.webp`);
  const info = await sharp(drawn).resize({ width }).webp({ quality: 82, effort: 6 }).toFile(file);
  console.log(`${path.relative(process.cwd(), file)}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} kB`);
}
const preview = path.join(folder, "hero-preview.jpg");
fs.writeFileSync(preview, await linkPreview(sharp, sharp(drawn)));
console.log(`${path.relative(process.cwd(), preview)}: link preview`);
