import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const logModule = fileURLToPath(new URL("./shop-log.server.ts", import.meta.url));

/**
 * Runs a process that logs `lines` request lines through the shop's log and then ends as `ending`
 * says, at once, and gives what it wrote.
 */
function logThenEnd(lines: number, ending: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-log-"));
  const script = path.join(dir, "child.mts");
  fs.writeFileSync(
    script,
    `import { shopLog } from ${JSON.stringify(logModule)};
const log = shopLog("info");
for (let i = 0; i < ${lines}; i++) log.info({ method: "GET", path: "/", status: 200, ms: 0.1, i }, "request");
${ending}
`,
  );
  try {
    const child = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8", timeout: 30_000 });
    const written = child.stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { i?: number; msg: string });
    return { status: child.status, written, stderr: child.stderr };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the shop's log", () => {
  // Lines gathered while a write is under way would be lost if the process ended before the next.
  it("writes every line before the process exits", () => {
    const { status, written } = logThenEnd(5_000, "process.exit(0);");
    expect(status).toBe(0);
    expect(written.map((line) => line.i)).toEqual([...Array(5_000).keys()]);
  });

  it("writes every line before a crash ends the process", () => {
    const { status, written, stderr } = logThenEnd(5_000, `throw new Error("the disk caught fire");`);
    expect(status).toBe(1);
    expect(stderr).toContain("the disk caught fire");
    expect(written.map((line) => line.i)).toEqual([...Array(5_000).keys()]);
  });

  it("writes a lone line without waiting for more", async () => {
    const { written } = logThenEnd(1, `await new Promise((resolve) => setTimeout(resolve, 200)); process.kill(process.pid, "SIGKILL");`);
    expect(written).toEqual([expect.objectContaining({ i: 0, msg: "request" })]);
  });
});
