import { execFileSync } from "node:child_process";

/**
 * What `find` lists under `dir` that the group or others may read, write or enter, as "mode path"
 * lines: nothing, for the shop's data folder (docs/product/access.md#the-data-folder).
 */
export function openToOthersUnder(dir: string): string[] {
  return execFileSync("find", [dir, "-perm", "/077", "-printf", "%m %p\\n"], { encoding: "utf8" }).split("\n").filter(Boolean);
}

/** Runs `work` with the process's umask set to `mask` (children started meanwhile inherit it). */
export async function withUmask<T>(mask: number, work: () => T | Promise<T>): Promise<T> {
  const previous = process.umask(mask);
  try {
    return await work();
  } finally {
    process.umask(previous);
  }
}
