/*
 * A page's HTML as plain text, for the text part of an e-mail that carries the page (the terms of
 * sale in the contract's confirmation): headings and paragraphs as blocks, list items as "- "
 * lines. The HTML is the shop's own (a filled template or the owner's cleaned text), so tags are
 * well formed and the only entities are the ones escaping writes.
 */

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return entities[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function htmlToText(html: string): string {
  const text = html
    .replace(/\s*\n\s*/g, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<\/(p|h[1-6]|ul|ol|div|blockquote|table|tr)>/gi, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/(^|\n)(- [^\n]*)\n\n(?=- )/g, "$1$2\n")
    .trim();
}

/** The words of an article's HTML, as a reader sees them. */
export function htmlWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** An editor left empty still holds `<p></p>`: content is words or a picture. */
export function htmlHasContent(html: string | undefined): boolean {
  return Boolean(html) && (htmlWords(html!) > 0 || /<img\s/i.test(html!));
}
