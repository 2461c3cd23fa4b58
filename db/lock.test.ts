import { describe, expect, it } from "vitest";
import { dataDirProblem } from "~db/lock";

const errno = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("dataDirProblem", () => {
  it("names a full disk, from Node's error code or from the embedded database's WASI number", () => {
    for (const error of [errno("ENOSPC", "ENOSPC: no space left on device, write"), { name: "ErrnoError", errno: 51 }, errno("EDQUOT", "quota")]) {
      expect(dataDirProblem(error, "/srv/shop")).toBe("The disk holding the data folder /srv/shop is full; free some space and start again.");
    }
    expect(dataDirProblem(new Error('could not extend file "base/5/1259": No space left on device'), "/d")).toMatch(/is full/);
  });

  it("names a data folder that cannot be written", () => {
    for (const error of [errno("EROFS", "EROFS: read-only file system, open '/d/shop.lock'"), errno("EACCES", "EACCES: permission denied"), { name: "ErrnoError", errno: 69 }]) {
      expect(dataDirProblem(error, "/d")).toMatch(/^The data folder \/d \(DATA_DIR\) cannot be written \(read-only or no permission\)/);
    }
  });

  it("leaves every other failure to its own message", () => {
    expect(dataDirProblem(errno("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"), "/d")).toBeUndefined();
    expect(dataDirProblem({ name: "ErrnoError", errno: 44 }, "/d")).toBeUndefined();
    expect(dataDirProblem(new Error(`relation "items" does not exist`), "/d")).toBeUndefined();
  });
});
