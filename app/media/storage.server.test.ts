import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InvalidStorageKeyError, localDiskStorage, type MediaStorage } from "./storage.server";

let root: string;
let storage: MediaStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-storage-"));
  storage = localDiskStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("local disk storage", () => {
  it("stores a file under its key and gives its /uploads URL", async () => {
    await storage.put("items/abc-123.webp", Buffer.from("one"), "image/webp");
    expect(fs.readFileSync(path.join(root, "items", "abc-123.webp"), "utf8")).toBe("one");
    expect(storage.publicUrl("items/abc-123.webp")).toBe("/uploads/items/abc-123.webp");
    expect(storage.keyOf("/uploads/items/abc-123.webp")).toBe("items/abc-123.webp");
    expect(storage.keyOf("/uploads/../secrets.webp")).toBeNull();
    expect(storage.keyOf("https://elsewhere.example/uploads/items/abc-123.webp")).toBeNull();
  });

  it("never overwrites a stored file", async () => {
    await storage.put("items/a.webp", Buffer.from("first"), "image/webp");
    await expect(storage.put("items/a.webp", Buffer.from("second"), "image/webp")).rejects.toMatchObject({ code: "EEXIST" });
    expect(fs.readFileSync(path.join(root, "items", "a.webp"), "utf8")).toBe("first");
  });

  it("deletes a file, and a missing one quietly", async () => {
    await storage.put("items/a.webp", Buffer.from("x"), "image/webp");
    await storage.delete("items/a.webp");
    await storage.delete("items/a.webp");
    expect(fs.existsSync(path.join(root, "items", "a.webp"))).toBe(false);
  });

  it.each(["../escape.webp", "items/../../escape.webp", "/etc/passwd.webp", ".hidden.webp", "items/Photo 1.JPG", "items/", "a\\b.webp"])(
    "refuses the key %j",
    async (key) => {
      await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
    },
  );
});
