import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Code and tests cite the shop's rules as `docs/product/<area>.md#<heading>` and the design
 * choices as `docs/decisions/NNNN` (docs/decisions/0038). A citation that points nowhere sends the
 * next maintainer looking for a rule that has moved or never existed, so every one must resolve.
 */

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const sourceFolders = ["app", "db", "tests", "scripts", "bench", "deploy"];
const sourceFiles = ["server.ts"];

function filesBelow(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "results" ? [] : filesBelow(full);
    return /\.(ts|tsx|sql|css)$|^Caddyfile$|\.service$/.test(entry.name) ? [full] : [];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(headingAnchor(heading));
  for (const [, id] of markdown.matchAll(/<a\s+id="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

const sources = [...sourceFolders.flatMap((folder) => filesBelow(path.join(root, folder))), ...sourceFiles.map((file) => path.join(root, file))];

describe("citations of the shop's rules and decisions", () => {
  it("reads GitHub's anchors from headings", () => {
    expect(headingAnchor("Stock cap")).toBe("stock-cap");
    expect(headingAnchor("Order e-mail to the owner")).toBe("order-e-mail-to-the-owner");
    expect(headingAnchor("Colours, photos & one stock")).toBe("colours-photos--one-stock");
  });

  it("finds citations to check", () => {
    const cited = sources.filter((file) => fs.readFileSync(file, "utf8").includes("docs/product/"));
    expect(cited.length).toBeGreaterThan(50);
  });

  it("every docs/product/ citation names an existing file and one of its headings", () => {
    const broken: string[] = [];
    const anchorCache = new Map<string, Set<string> | null>();
    for (const file of sources) {
      const text = fs.readFileSync(file, "utf8");
      for (const [citation, doc, anchor] of text.matchAll(/docs\/product\/([a-z0-9-]+\.md)(?:#([a-z0-9_-]+))?/g)) {
        if (!anchorCache.has(doc)) {
          const docPath = path.join(root, "docs/product", doc);
          anchorCache.set(doc, fs.existsSync(docPath) ? anchorsOf(fs.readFileSync(docPath, "utf8")) : null);
        }
        const anchors = anchorCache.get(doc);
        if (!anchors || (anchor && !anchors.has(anchor))) broken.push(`${path.relative(root, file)}: ${citation}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("every docs/decisions/ citation names an existing decision", () => {
    const decisions = new Set(fs.readdirSync(path.join(root, "docs/decisions")).map((name) => name.slice(0, 4)));
    const broken: string[] = [];
    for (const file of sources) {
      for (const [citation, number] of fs.readFileSync(file, "utf8").matchAll(/docs\/decisions\/(\d{4})/g)) {
        if (!decisions.has(number)) broken.push(`${path.relative(root, file)}: ${citation}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
