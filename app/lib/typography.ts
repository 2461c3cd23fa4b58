import type { Language } from "~shared/languages";

/*
 * Texts built by code (the order text, the e-mails) join translated labels with values:
 * "Total: 68,00 €". French wants a no-break space before : ; ! ? and », after « and n°
 * (docs/product/style-fr.md#typographie), so a line never breaks between a word and its mark;
 * the locale strings carry it already, the joins get it here.
 */

const noBreakSpace = "\u00a0";

/** A mark of French punctuation with its space, whatever space (or none) the join put there. */
const frenchRules: [RegExp, string][] = [
  // Only before a space or the end of a line: "12:30", "https://" and "?lng=fr" are left as they are;
  // nor the semicolon that ends an HTML entity ("Filo &amp; Uncinetto" in a mail's HTML).
  [/(?<=[^\s\u00a0\u202f])(?!(?<=&#?\w+);)[ \u00a0\u202f]?([:;!?]+)(?=\s|$)/gmu, `${noBreakSpace}$1`],
  [/«[ \u00a0\u202f]?(?=\S)/gu, `«${noBreakSpace}`],
  [/(?<=\S)[ \u00a0\u202f]?»/gu, `${noBreakSpace}»`],
  [/\bn°[ \u00a0\u202f]?(?=\d)/gu, `n°${noBreakSpace}`],
];

/** The text with its language's typography: French spacing; other languages as written. */
export function typeset(text: string, language: Language): string {
  if (language !== "fr") return text;
  return frenchRules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** An order request's number as each language writes it: "#12", "n. 12", "n° 12". */
export function orderNumber(reference: number, language: Language): string {
  if (language === "it") return `n. ${reference}`;
  if (language === "fr") return `n°${noBreakSpace}${reference}`;
  return `#${reference}`;
}
