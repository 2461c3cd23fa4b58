import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const tickShapeModule = fileURLToPath(new URL("./tick-shape.server.ts", import.meta.url));

/**
 * Runs a process that schedules ticks between full garbage collections, as a shop's start does,
 * with or without the keeper, and gives the state of the store sites of `process.nextTick`'s
 * record as V8 prints them (`MONOMORPHIC`, `MEGAMORPHIC`…).
 */
function tickRecordSitesAfterCollections(keeper: boolean): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tick-shape-"));
  const script = path.join(dir, "child.mts");
  fs.writeFileSync(
    script,
    `import { keepTickShape } from ${JSON.stringify(tickShapeModule)};
${keeper ? "keepTickShape();" : ""}
for (let round = 0; round < 8; round++) {
  for (let i = 0; i < 200; i++) await new Promise((resolve) => process.nextTick(resolve));
  await new Promise((resolve) => setTimeout(resolve, 1));
  globalThis.gc();
}
// Built at run time: the TypeScript loader would not parse V8's own syntax.
new Function("f", "%DebugPrint(f)")(process.nextTick);
`,
  );
  // V8 prints straight to the process's standard output, and drops what a pipe that is full at
  // that moment would not take: a file takes it all.
  const printed = path.join(dir, "printed.txt");
  const output = fs.openSync(printed, "w");
  try {
    const child = spawnSync(process.execPath, ["--allow-natives-syntax", "--expose-gc", "--import", "tsx", script], {
      encoding: "utf8",
      stdio: ["ignore", output, "pipe"],
      timeout: 30_000,
    });
    expect(child.status, child.stderr).toBe(0);
    return [...fs.readFileSync(printed, "utf8").matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((match) => match[1]);
  } finally {
    fs.closeSync(output);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the tick record's shape", () => {
  it("is lost to full collections without the keeper: every tick then takes V8's slow path", () => {
    // If this stops holding on a newer Node, the keeper and decision 0100 can go.
    const sites = tickRecordSitesAfterCollections(false);
    expect(sites).toHaveLength(4);
    expect(sites).toContain("MEGAMORPHIC");
  });

  it("survives full collections with the keeper", () => {
    expect(tickRecordSitesAfterCollections(true)).toEqual(["MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC", "MONOMORPHIC"]);
  });
});
