/**
 * The first start of an embedded database with the demo (docs/product/back-office.md#demo-catalogue), done in a child process:
 * drawing and encoding the demo's pictures makes sharp and the database's WebAssembly heap grow
 * by hundreds of megabytes that a process never gives back (docs/decisions/0010, "Memory").
 * The child creates the database aside, imports, closes it and exits; the shop then opens it.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Beside this module: the TypeScript source (run through tsx), or the compiled entry of
// build/shop (scripts/build-server.ts).
const compiled = path.extname(fileURLToPath(import.meta.url)) === ".js";
const childScript = fileURLToPath(new URL(`./demo-database-child.server.${compiled ? "js" : "ts"}`, import.meta.url));

/** Creates the embedded database in DATA_DIR with the demo in it; rejects with the child's error. */
export function createDemoDatabase(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, compiled ? [childScript] : ["--import", "tsx", childScript], {
      env,
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    // The child reports its error as data, so that the start can explain it like its own.
    let failure: Error | undefined;
    child.on("message", (message: { error?: string; code?: string }) => {
      if (message.error) failure = Object.assign(new Error(message.error), { code: message.code });
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(failure ?? new Error(`the demo import stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}
