import fs from "node:fs";
import path from "node:path";

/**
 * The embedded database takes no lock of its own, and two processes writing one data folder
 * corrupt it. This lock file holds the owner's PID; it is created exclusively and reclaimed only
 * when that process is gone.
 */
export class DataDirLockedError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The PID of the live process holding the data folder, if any. */
export function lockHolder(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number.parseInt(fs.readFileSync(path.join(dataDir, "shop.lock"), "utf8").trim(), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(owner) && owner > 0 && processIsAlive(owner) ? owner : undefined;
}

const unwritable = new Set(["EACCES", "EPERM", "EROFS"]);
const full = new Set(["ENOSPC", "EDQUOT"]);

// The embedded database runs in WebAssembly and reports file errors as bare WASI numbers.
const wasiCodes: Record<number, string> = { 2: "EACCES", 19: "EDQUOT", 51: "ENOSPC", 63: "EPERM", 69: "EROFS" };

/**
 * One line for a start that failed because of the data folder's disk (read-only, no permission,
 * full), or undefined for any other failure.
 */
export function dataDirProblem(error: unknown, dataDir: string): string | undefined {
  const wasi = error as { name?: string; errno?: unknown } | undefined;
  const code =
    wasi?.name === "ErrnoError" && typeof wasi.errno === "number"
      ? wasiCodes[wasi.errno]
      : (error as NodeJS.ErrnoException | undefined)?.code;
  const message = error instanceof Error ? error.message : "";
  if ((code && full.has(code)) || /no space left on device|disk quota exceeded/i.test(message)) {
    return `The disk holding the data folder ${dataDir} is full; free some space and start again.`;
  }
  if ((code && unwritable.has(code)) || /read-only file system|permission denied/i.test(message)) {
    return `The data folder ${dataDir} (DATA_DIR) cannot be written (read-only or no permission); the shop needs to write its database and uploads there.`;
  }
  return undefined;
}

export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "shop.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      try {
        fs.writeSync(fd, String(process.pid));
      } catch (error) {
        // A full disk can refuse the PID after the file exists: leave no empty lock behind.
        fs.closeSync(fd);
        fs.unlinkSync(lockPath);
        throw error;
      }
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another shop process (PID ${owner}). ` +
          "The embedded database serves one process only; stop the other one, or use PostgreSQL (DATABASE_URL) to run several.",
      );
    }
    // The owner died without cleaning up (or wrote nothing): reclaim the lock. Renaming first means
    // only one of two racing processes removes it.
    const stale = `${lockPath}.stale-${process.pid}`;
    try {
      fs.renameSync(lockPath, stale);
      fs.unlinkSync(stale);
    } catch {
      // Another process reclaimed it first; try again.
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}; another shop process is starting.`);
}
