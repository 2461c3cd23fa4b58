import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, sitemapPaths, test } from "./fixtures";

/** The Nu HTML Checker, as npm's `vnu-jar` ships it; run with the system's Java (.ci/run installs it). */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string };

/**
 * Every page the sitemap lists, in each language, is valid HTML: the checker reports no error.
 * The pages are checked as the server sends them, all in one run (Java is slow to start).
 * Its warnings and notes (React's `<meta/>`, for one) do not count.
 */
test("every public page is valid HTML for the Nu checker", async ({ request }) => {
  test.setTimeout(180_000);
  const paths = await sitemapPaths(request);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(200);
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, await response.body());
      files.set(`file:${file}`, pagePath);
    }
    // A page with a known error, to show that the checker read the files and reports what it finds.
    const control = path.join(dir, "control.html");
    fs.writeFileSync(control, '<!DOCTYPE html><html lang="en"><title>x</title><button type="button"><div>x</div></button></html>');
    // The checker exits 1 when it finds an error; its findings are on stderr either way.
    const { stderr } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", control, ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      if (typeof error.stderr !== "string" || !error.stderr.startsWith("{")) throw error;
      return { stderr: error.stderr };
    });
    const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter(
      (message) => message.type === "error" || message.subType === "fatal",
    );
    expect(messages.filter((message) => message.url === `file:${control}`).map((message) => message.message)).toEqual([
      expect.stringContaining("Element “div” not allowed as child of element “button”"),
    ]);
    const errors = messages
      .filter((message) => message.url !== `file:${control}`)
      .map((message) => `${files.get(message.url) ?? message.url}:${message.lastLine ?? "?"} ${message.message} «${message.extract ?? ""}»`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
