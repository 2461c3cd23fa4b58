import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** How `npm start` runs the built shop (package.json): node's arguments after its own path. */
export const serverArgs = ["--max-old-space-size=192", "--max-semi-space-size=4", path.join(repoRoot, "build/shop/server.js")];

/** The environment `npm start` gives the server (docs/decisions/0017). */
export const serverEnv = { MALLOC_ARENA_MAX: "2" };

export type ShopServer = {
  url: string;
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  /** Sends the signal and waits for the exit; resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/**
 * Starts the production server (it must be built) on a port the system picks, and waits until it
 * says it is ready. It is stopped by its own process id.
 */
export async function startShopServer(options: {
  dataDir: string;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
  /**
   * A file the server's output goes to instead of this process, as `npm start >> shop.log` would
   * send it: a load that logs every request is then not also read here (the bench).
   */
  outputFile?: string;
}): Promise<ShopServer> {
  const toFile = options.outputFile ? fs.openSync(options.outputFile, "a") : undefined;
  const child: ChildProcess = spawn(process.execPath, serverArgs, {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...serverEnv,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: toFile === undefined ? ["ignore", "pipe", "pipe"] : ["ignore", toFile, toFile],
  });
  if (toFile !== undefined) fs.closeSync(toFile);
  let output = "";
  // A whole run's servers write here too when it is set (tests/e2e/global-setup.ts reads it back).
  const outputFile = process.env.SHOP_OUTPUT_DIR ? fs.createWriteStream(path.join(process.env.SHOP_OUTPUT_DIR, `${child.pid}.log`)) : null;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    outputFile?.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.once("exit", () => outputFile?.end());
  const readOutputFile = () => (options.outputFile ? (output = fs.readFileSync(options.outputFile, "utf8")) : output);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(watch);
      reject(new Error(`server did not start:\n${readOutputFile()}`));
    }, options.timeoutMs ?? 60_000);
    const onData = () => {
      const match = /Shop ready at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        clearInterval(watch);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout?.on("data", onData);
    // A file is read a few times a second until the server says it is ready.
    const watch = options.outputFile ? setInterval(() => (readOutputFile(), onData()), 100) : undefined;
    void exited.then((code) => {
      clearTimeout(timer);
      clearInterval(watch);
      readOutputFile();
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    pid: child.pid!,
    output: readOutputFile,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
