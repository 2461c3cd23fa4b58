import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "./fixtures";

/** The Nu HTML Checker, as npm's `vnu-jar` ships it; run with the system's Java (.ci/run installs it). */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string };

/** A page with a known error: it must be reported, to show that the checker read the pages given with it. */
const control = '<!DOCTYPE html><html lang="en"><title>x</title><button type="button"><div>x</div></button></html>';

/**
 * The Nu checker's errors over the given pages (a name for each, and its HTML), one line each, in
 * one run (Java is slow to start). Its warnings and notes (React's `<meta/>`, for one) do not
 * count. The known-bad control page is passed exactly as the others are (a file path: given
 * `file:` URLs, the checker skips them without a word).
 */
export async function nuCheckerErrors(pages: Map<string, string | Buffer>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-vnu-"));
  try {
    const controlName = "(control page)";
    const files = new Map<string, string>();
    for (const [index, [name, html]] of [...pages.entries(), [controlName, control] as const].entries()) {
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, html);
      files.set(file, name);
    }
    // The checker exits 1 when it finds an error; its findings are on stderr either way.
    const { stderr } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      if (typeof error.stderr !== "string" || !error.stderr.startsWith("{")) throw error;
      return { stderr: error.stderr };
    });
    const errors = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => ({ ...message, page: files.get(message.url.replace(/^file:/, "")) ?? message.url }));
    expect(errors.filter((error) => error.page === controlName).map((error) => error.message)).toEqual([
      expect.stringContaining("Element “div” not allowed as child of element “button”"),
    ]);
    return errors
      .filter((error) => error.page !== controlName)
      .map((error) => `${error.page}:${error.lastLine ?? "?"} ${error.message} «${error.extract ?? ""}»`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
