import PDFDocument from "pdfkit";
import { typeset } from "~/lib/typography";
import type { Language } from "~shared/languages";
import type { ConfirmationBlock } from "./contract-confirmation";

/*
 * The confirmation of the contract as a PDF attached to its e-mail: a copy the shopper can file and
 * print (LEGAL.md §6; docs/product/cart-and-orders.md#contract-confirmation, decision 0073). It
 * renders the same blocks as the mail's text and HTML, on A4, in Helvetica.
 */

export type ConfirmationPdfFacts = {
  language: Language;
  shopName: string;
  /** The seller's name, the document's author. */
  seller: string;
  /** The mail's subject, which names the request's number: the document's title. */
  subject: string;
  blocks: readonly ConfirmationBlock[];
  /** The day the contract was made: the document's date, so one confirmation always gives the same file. */
  createdAt: Date;
};

/*
 * Helvetica is one of the PDF's standard fonts: nothing to embed, but it writes only the WinAnsi
 * characters (Latin-1 and a few marks such as € – “ ” …). Intl writes French numbers and prices
 * with a narrow no-break space (U+202F), which becomes the no-break space Helvetica has; other
 * spaces and dashes become theirs; a letter outside it loses its accent, anything else shows as "?",
 * rather than a wrong glyph.
 */
const replacements: Record<string, string> = {
  "\u202f": "\u00a0",
  "\u2007": "\u00a0",
  "\u2009": " ",
  "\u200a": " ",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
};
const winAnsiExtras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

const inWinAnsi = (char: string) => {
  const code = char.codePointAt(0)!;
  return code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.includes(char);
};

/** `text` in the characters Helvetica can write, the closest of each one it cannot. */
export function winAnsiText(text: string): string {
  return Array.from(text, (char) => {
    if (inWinAnsi(char)) return char;
    const mapped = replacements[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
    return mapped && Array.from(mapped).every(inWinAnsi) ? mapped : "?";
  }).join("");
}

const size = { heading: 18, subtitle: 12, title: 13, body: 10.5 };

/** The PDF of the confirmation. Never throws: it rejects. */
export async function contractConfirmationPdf(facts: ConfirmationPdfFacts): Promise<Buffer> {
  const write = (text: string) => winAnsiText(typeset(text, facts.language));
  // The document's information is written in UTF-16: it keeps every character.
  const info = (text: string) => typeset(text, facts.language);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    lang: facts.language,
    displayTitle: true,
    info: {
      Title: info(facts.subject),
      Author: info(facts.seller),
      Creator: info(facts.shopName),
      CreationDate: facts.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(size.heading).text(write(facts.shopName));
  doc.font("Helvetica").fontSize(size.subtitle).text(write(facts.subject), { paragraphGap: 12 });
  for (const block of facts.blocks) {
    doc.moveDown(0.5);
    if (block.whole) {
      doc.font("Helvetica").fontSize(size.body).text(write(block.whole.text), { paragraphGap: 4 });
      continue;
    }
    if (block.title) doc.font("Helvetica-Bold").fontSize(size.title).text(write(block.title), { paragraphGap: 4 });
    doc.font("Helvetica").fontSize(size.body);
    if (block.list?.length) doc.list(block.list.map(write), { bulletRadius: 1.5, textIndent: 12, paragraphGap: 2 });
    for (const paragraph of block.paragraphs ?? []) doc.text(write(paragraph), { paragraphGap: 4 });
  }
  doc.end();
  return done;
}
