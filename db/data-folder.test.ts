import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dataFolderRefusal, makeOwnerOnly, openToOthers, ownerOnly } from "~db/data-folder";

const mode = (entry: string) => fs.lstatSync(entry).mode & 0o7777;

describe("modes for the shop's user alone", () => {
  it("takes the group's and others' bits off and keeps the owner's and the file type", () => {
    expect(ownerOnly(0o100666)).toBe(0o100600);
    expect(ownerOnly(0o40755)).toBe(0o40700);
    expect(ownerOnly(0o777)).toBe(0o700);
    expect(ownerOnly(0o400)).toBe(0o400);
  });

  it("calls a mode open when anyone but the owner may read, write or enter", () => {
    for (const open of [0o644, 0o755, 0o640, 0o604, 0o601, 0o610, 0o666]) expect(openToOthers(open), open.toString(8)).toBe(true);
    for (const closed of [0o600, 0o700, 0o400, 0o100600, 0o40700]) expect(openToOthers(closed), closed.toString(8)).toBe(false);
  });
});

describe("a data folder the start refuses", () => {
  it("refuses one that the group or others may write, naming its mode", () => {
    for (const open of [0o777, 0o775, 0o757, 0o720, 0o702, 0o40777]) {
      expect(dataFolderRefusal("/srv/shop/data", { mode: open, uid: 1000 }, 1000), open.toString(8)).toMatch(
        /^The data folder \/srv\/shop\/data \(DATA_DIR\) can be written by other users \(mode 07\d\d\); .* chmod 700 \/srv\/shop\/data\.$/,
      );
    }
    expect(dataFolderRefusal("/d", { mode: 0o40777, uid: 0 }, 0)).toContain("(mode 0777)");
  });

  it("refuses one owned by another user, even closed to others", () => {
    expect(dataFolderRefusal("/d", { mode: 0o700, uid: 1001 }, 1000)).toBe(
      "The data folder /d (DATA_DIR) belongs to another user (uid 1001), not to the one running the shop (uid 1000); start the shop as that user, or give it the folder (chown -R).",
    );
  });

  it("takes the shop's own folder that others may only read: the start closes it", () => {
    for (const readable of [0o755, 0o750, 0o705, 0o700, 0o500]) expect(dataFolderRefusal("/d", { mode: readable, uid: 7 }, 7)).toBeUndefined();
  });
});

describe("makeOwnerOnly", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const scratch = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-data-folder-"));
    made.push(dir);
    return dir;
  };

  it("closes a folder as an older version left it, every level down, and leaves what a link points at", () => {
    const dataDir = path.join(scratch(), "data");
    const outside = path.join(scratch(), "elsewhere.txt");
    fs.writeFileSync(outside, "not the shop's");
    fs.chmodSync(outside, 0o644);
    fs.mkdirSync(path.join(dataDir, "db", "pg_wal"), { recursive: true });
    fs.mkdirSync(path.join(dataDir, "uploads", "items"), { recursive: true });
    fs.writeFileSync(path.join(dataDir, "db", "pg_wal", "000000010000000000000001"), "wal");
    fs.writeFileSync(path.join(dataDir, "uploads", "items", "a.webp"), "image");
    fs.writeFileSync(path.join(dataDir, "shop.lock"), "1");
    fs.symlinkSync(outside, path.join(dataDir, "uploads", "link"));
    for (const dir of [dataDir, path.join(dataDir, "db"), path.join(dataDir, "db", "pg_wal"), path.join(dataDir, "uploads"), path.join(dataDir, "uploads", "items")]) {
      fs.chmodSync(dir, 0o755);
    }
    fs.chmodSync(path.join(dataDir, "db", "pg_wal", "000000010000000000000001"), 0o666);
    fs.chmodSync(path.join(dataDir, "uploads", "items", "a.webp"), 0o644);
    fs.chmodSync(path.join(dataDir, "shop.lock"), 0o600);

    expect(makeOwnerOnly(dataDir)).toBe(7);

    const entries = [dataDir, ...fs.readdirSync(dataDir, { recursive: true }).map((name) => path.join(dataDir, String(name)))];
    for (const entry of entries) {
      if (fs.lstatSync(entry).isSymbolicLink()) continue;
      expect(mode(entry), entry).toBe(fs.lstatSync(entry).isDirectory() ? 0o700 : 0o600);
    }
    expect(mode(outside)).toBe(0o644);
    // Nothing left to change the next time.
    expect(makeOwnerOnly(dataDir)).toBe(0);
  });

  it("does nothing for a data folder that does not exist yet", () => {
    const dataDir = path.join(scratch(), "not-yet");
    expect(makeOwnerOnly(dataDir)).toBe(0);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
