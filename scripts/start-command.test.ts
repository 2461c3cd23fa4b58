import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot, serverArgs, serverEnv } from "../tests/support/shop-server";

/** The tests, the stress runs and the bench measure the server as `npm start` runs it. */
it("starts the server in the tests as `npm start` does", () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const run = scripts.start.split(" && ").at(-1)!;
  const environment = Object.entries(serverEnv).map(([name, value]) => `${name}=${value}`);
  const args = serverArgs.map((arg) => (path.isAbsolute(arg) ? path.relative(repoRoot, arg) : arg));
  expect(run).toBe([...environment, "node", ...args].join(" "));
});
