/**
 * The material of a piece, read from its tags: owners tag the yarn ("cotton", "cotone", "coton")
 * and structured data asks for it (schema.org `material`). Only words that name a fibre count, so
 * a tag like "bag" or "summer" never ends up as a material.
 */
const materialWords: Record<string, string> = {
  cotton: "cotton",
  cotone: "cotton",
  coton: "cotton",
  wool: "wool",
  lana: "wool",
  laine: "wool",
  merino: "merino wool",
  mérinos: "merino wool",
  alpaca: "alpaca",
  alpaga: "alpaca",
  mohair: "mohair",
  cashmere: "cashmere",
  cachemire: "cashmere",
  linen: "linen",
  lino: "linen",
  lin: "linen",
  raffia: "raffia",
  rafia: "raffia",
  raphia: "raffia",
  jute: "jute",
  iuta: "jute",
  silk: "silk",
  seta: "silk",
  soie: "silk",
  bamboo: "bamboo",
  bambù: "bamboo",
  bambou: "bamboo",
  hemp: "hemp",
  canapa: "hemp",
  chanvre: "hemp",
  acrylic: "acrylic",
  acrilico: "acrylic",
  acrylique: "acrylic",
};

/** "cotton, linen" for an item tagged cotton and lino; null when no tag names a material. */
export function materialOf(tags: readonly string[]): string | null {
  const found = [...new Set(tags.flatMap((tag) => materialWords[tag.trim().toLowerCase()] ?? []))];
  return found.length ? found.join(", ") : null;
}
