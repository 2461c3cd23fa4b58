import fs from "node:fs/promises";
import path from "node:path";
import type { ShopConfig } from "../config.server";

/**
 * Where uploaded images live. Keys are made by the shop (`items/<random id>.webp`), never from a
 * shopper's or owner's file name, and a stored object is never replaced: its URL can be cached for good.
 */
export interface MediaStorage {
  /** Stores a new object; fails if the key is already taken. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
  /** Removes an object; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKeyError";
  }
}

// Folders and a name of lowercase letters, digits and dashes, with an extension: nothing that could
// climb out of the uploads folder or hide as a dotfile.
const keyPattern = /^(?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/;

export function assertValidKey(key: string): void {
  if (!keyPattern.test(key)) throw new InvalidStorageKeyError(key);
}

/** Files under one folder on the local disk, served by the shop at /uploads. */
export function localDiskStorage(root: string, urlPrefix = "/uploads"): MediaStorage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // 'wx' refuses an existing file, so nothing already published is ever overwritten.
      const handle = await fs.open(file, "wx");
      try {
        await handle.writeFile(body);
      } catch (error) {
        await handle.close();
        await fs.rm(file, { force: true });
        throw error;
      }
      await handle.close();
    },
    publicUrl(key) {
      assertValidKey(key);
      return `${urlPrefix}/${key}`;
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

/** The shop's storage: the local disk under DATA_DIR/uploads. */
export function createStorage(config: ShopConfig): MediaStorage {
  return localDiskStorage(path.join(config.dataDir, "uploads"));
}
