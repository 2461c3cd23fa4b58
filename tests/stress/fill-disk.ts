/**
 * Loaded with --import before the server where the tests cannot mount a full disk (not root): every
 * file opened for writing under DATA_DIR fails as on a full disk, as Node reports it.
 */
import fs from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const openSync = fs.openSync;
fs.openSync = ((file: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode) => {
  const writing = typeof flags === "string" ? /[wa+]/.test(flags) : typeof flags === "number" && (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0;
  if (writing && path.resolve(String(file)).startsWith(dataDir)) {
    throw Object.assign(new Error(`ENOSPC: no space left on device, open '${String(file)}'`), { code: "ENOSPC", errno: -28, syscall: "open" });
  }
  return openSync(file, flags ?? "r", mode);
}) as typeof fs.openSync;
