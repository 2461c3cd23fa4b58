// subset-font 2.9 ships no types, and @types/subset-font describes 2.3 (no keepFeatures). These
// are the options of its index.js that scripts/subset-fonts.ts uses.
declare module "subset-font" {
  type AxisRange = { min: number; max: number; default?: number };
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    keepFeatures?: string[];
    variationAxes?: Record<string, number | AxisRange>;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
