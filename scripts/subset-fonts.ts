/**
 * `npx tsx scripts/subset-fonts.ts`: writes the shop's two fonts to app/fonts, cut down from the
 * @fontsource-variable packages' Latin files to what the shop draws (docs/decisions/0021): the
 * OpenType features the pages use and the weights they use. The files are shipped; run this again after updating a font
 * package or changing what is kept.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import subsetFont from "subset-font";

/**
 * Code point ranges kept, inclusive: the ranges of the packages' Latin files, which cover English,
 * Italian and French (with the narrow no-break space `Intl` puts in French prices). Also each
 * font's `unicode-range` in app/app.css.
 */
export const keptCharacters: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * Shaping that text needs (kerning, ligatures, accents placed on letters, glyph swaps along the
 * weight axis) and tabular figures for prices (DESIGN.md); the stylistic sets and alternates go.
 */
const keptFeatures = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn", "case", "tnum"];

const packages = fileURLToPath(new URL("../node_modules/@fontsource-variable/", import.meta.url));
export const fontsFolder = fileURLToPath(new URL("../app/fonts/", import.meta.url));

/**
 * Each shipped font: its source in the package and the weights kept, also its `font-weight` in
 * app/app.css. `default` is the axis's new default; the smallest file of those tried.
 */
export const shopFonts = [
  // Body text uses 400–600; 700 stays for bold in articles.
  {
    file: "inter-latin-wght-normal.woff2",
    source: "inter/files/inter-latin-wght-normal.woff2",
    license: "inter/LICENSE",
    weights: { min: 400, max: 700, default: 400 },
  },
  // Headings use 300 (the large error numbers) to 600.
  {
    file: "fraunces-latin-wght-normal.woff2",
    source: "fraunces/files/fraunces-latin-wght-normal.woff2",
    license: "fraunces/LICENSE",
    weights: { min: 300, max: 600, default: 300 },
  },
] as const;

export function keptText(): string {
  let text = "";
  for (const [first, last] of keptCharacters) {
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The CSS `unicode-range` of `keptCharacters`. */
export function unicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return keptCharacters.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(", ");
}

export async function subsetShopFont(font: (typeof shopFonts)[number]): Promise<Buffer> {
  const source = fs.readFileSync(path.join(packages, font.source));
  return subsetFont(source, keptText(), {
    targetFormat: "woff2",
    keepFeatures: keptFeatures,
    variationAxes: { wght: font.weights },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.mkdirSync(fontsFolder, { recursive: true });
  for (const font of shopFonts) {
    const subset = await subsetShopFont(font);
    fs.writeFileSync(path.join(fontsFolder, font.file), subset);
    // The SIL Open Font License goes with the font.
    fs.copyFileSync(path.join(packages, font.license), path.join(fontsFolder, font.file.replace(/-latin.*$/, "-OFL.txt")));
    const before = fs.statSync(path.join(packages, font.source)).size;
    console.log(`app/fonts/${font.file}: ${Math.round(before / 1024)} kB -> ${Math.round(subset.length / 1024)} kB`);
  }
}
