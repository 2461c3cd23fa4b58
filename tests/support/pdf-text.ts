import { inflateSync } from "node:zlib";

/*
 * Reads back what a PDF from the shop shows, for tests: its page count and the text of each line
 * as written by the standard fonts (hex strings in WinAnsi inside TJ arrays), its streams inflated
 * when compressed.
 */

// WinAnsi's bytes 0x80–0x9F that are not Latin-1.
const winAnsiHigh: Record<number, string> = {
  0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x88: "ˆ", 0x89: "‰", 0x8a: "Š",
  0x8b: "‹", 0x8c: "Œ", 0x8e: "Ž", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•", 0x96: "–", 0x97: "—",
  0x98: "˜", 0x99: "™", 0x9a: "š", 0x9b: "›", 0x9c: "œ", 0x9e: "ž", 0x9f: "Ÿ",
};

const decodeHex = (hex: string) =>
  (hex.match(/../g) ?? []).map((byte) => {
    const code = parseInt(byte, 16);
    return winAnsiHigh[code] ?? String.fromCharCode(code);
  });

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString("latin1");
  for (const match of raw.matchAll(/<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[1])?.[1]);
    const data = pdf.subarray(start, start + length);
    out.push((/\/FlateDecode/.test(match[1]) ? inflateSync(data) : data).toString("latin1"));
  }
  return out;
}

/** Every line of text the PDF draws, in order, each TJ array as one string. */
export function pdfLines(pdf: Buffer): string[] {
  return streams(pdf).flatMap((stream) =>
    [...stream.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map((tj) =>
      [...tj[1].matchAll(/<([0-9a-f]*)>/g)].flatMap((hex) => decodeHex(hex[1])).join(""),
    ),
  );
}

/** The PDF's text with its lines joined and every run of spaces, no-break ones included, made one space. */
export const pdfText = (pdf: Buffer) => pdfLines(pdf).join(" ").replace(/\s+/g, " ");

/** How many pages the PDF has. */
export const pdfPageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

/** An entry of the PDF's document information (Title, Author…), decoded from PDFDocEncoding or UTF-16. */
export function pdfInfo(pdf: Buffer, key: string): string | null {
  const raw = pdf.toString("latin1");
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw)?.[1];
  const literal = ref && new RegExp(`\\n${ref} 0 obj\\n\\(((?:\\\\.|[^\\\\)])*)\\)`).exec(raw)?.[1];
  if (!literal) return null;
  const bytes = Buffer.from(literal.replace(/\\(.)/g, "$1"), "latin1");
  return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString("utf16le") : bytes.toString("latin1");
}
