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

export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "shop.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
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
