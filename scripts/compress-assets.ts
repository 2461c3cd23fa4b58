/** After the client build: a brotli and a gzip copy of each text asset (docs/decisions/0019). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compressAssets } from "~/server/compressed-assets.server";

const assets = fileURLToPath(new URL("../build/client/assets", import.meta.url));
const { files, bytes, brotliBytes } = await compressAssets(assets);
console.log(
  `${path.relative(process.cwd(), assets)}: ${files} files compressed, ${Math.round(bytes / 1024)} kB -> ${Math.round(brotliBytes / 1024)} kB with brotli`,
);
