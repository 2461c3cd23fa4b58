/**
 * Splits the about intro where docs/product/content-rules.md#truncation cuts it (280 characters): the head is shown with an
 * ellipsis until the reader asks for the rest. Head plus rest is always the whole text, so the
 * opened intro reads exactly as written.
 */
export function splitIntro(text: string, length: number): { head: string; rest: string } {
  const clean = text.trim();
  if (clean.length <= length) return { head: clean, rest: "" };
  const head = clean.slice(0, length).trimEnd();
  return { head, rest: clean.slice(head.length) };
}
