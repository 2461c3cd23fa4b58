import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot, serverArgs, serverEnv } from "../tests/support/shop-server";

/**
 * The tests, the stress runs and the bench measure the server as `npm start` runs it. `exec`: the
 * shell npm runs the script in becomes the server, so a stop sent to `npm start` (by a process
 * manager, or `kill` of its process id) reaches the server, which stops cleanly. Without it the
 * shell died and the server went on alone, holding the port and the database.
 */
it("starts the server in the tests as `npm start` does", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const run = scripts.start.split(" && ").at(-1)!;
  const environment = Object.entries(serverEnv).map(([name, value]) => `${name}=${value}`);
  const args = serverArgs.map((arg) => (path.isAbsolute(arg) ? path.relative(repoRoot, arg) : arg));
  expect(run).toBe([...environment, "exec", "node", ...args].join(" "));
});
