import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import type { ShopConfig } from "~/config";

/**
 * Where uploaded images live. Keys are made by the shop (`items/<random id>.webp`), never from a
 * shopper's or owner's file name, and a stored object is never replaced: its URL can be cached for good.
 */
export interface MediaStorage {
  /** Stores a new object; fails if the key is already taken. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The URL a browser loads the object from. */
  publicUrl(key: string): string;
  /** The key of an object from its public URL, or null for a URL this storage did not give out. */
  keyOf(url: string): string | null;
  /** Removes an object; a key that is already gone is not an error. */
  delete(key: string): Promise<void>;
  /** An object's bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Whether an object exists, without reading it. */
  has(key: string): Promise<boolean>;
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

function assertValidKey(key: string): void {
  if (!keyPattern.test(key)) throw new InvalidStorageKeyError(key);
}

function keyUnder(base: string, url: string): string | null {
  if (!url.startsWith(`${base}/`)) return null;
  const key = url.slice(base.length + 1);
  return keyPattern.test(key) ? key : null;
}

// Objects are never replaced, so browsers and CDNs may keep them for good.
const immutable = "public, max-age=31536000, immutable";

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
    keyOf: (url) => keyUnder(urlPrefix, url),
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async get(key) {
      return fs.readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
    },
    async has(key) {
      return fs.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
  };
}

export type BucketSettings = NonNullable<ShopConfig["s3"]>;

/** An S3 request the bucket refused; the message names the operation and the status, never a secret. */
export class BucketError extends Error {
  constructor(operation: string, key: string, status: number) {
    super(`S3 ${operation} of ${key} failed with HTTP ${status}`);
    this.name = "BucketError";
  }
}

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, …), addressed
 * path-style (`endpoint/bucket/key`), which every one of them accepts. Browsers load them from
 * S3_PUBLIC_URL (a CDN or the bucket's public address) or else straight from the bucket.
 */
export function bucketStorage(settings: BucketSettings): MediaStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3",
    region: settings.region,
    retries: 3,
  });
  const endpoint = (settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`).replace(/\/+$/, "");
  const objectBase = `${endpoint}/${encodeURIComponent(settings.bucket)}`;
  const publicBase = (settings.publicUrl ?? objectBase).replace(/\/+$/, "");
  const objectUrl = (key: string) => {
    assertValidKey(key);
    return `${objectBase}/${key}`;
  };
  return {
    async put(key, body, contentType) {
      const response = await client.fetch(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(body),
        // If-None-Match makes the bucket refuse an existing key where it supports conditional
        // writes (S3, R2, MinIO); the random keys make a collision unlikely everywhere else.
        headers: { "Content-Type": contentType, "Cache-Control": immutable, "If-None-Match": "*" },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new BucketError("PUT", key, response.status);
    },
    publicUrl(key) {
      assertValidKey(key);
      return `${publicBase}/${key}`;
    },
    keyOf: (url) => keyUnder(publicBase, url),
    async delete(key) {
      const response = await client.fetch(objectUrl(key), { method: "DELETE" });
      await response.arrayBuffer();
      if (!response.ok && response.status !== 404) throw new BucketError("DELETE", key, response.status);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(key));
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status === 404) return null;
      if (!response.ok) throw new BucketError("GET", key, response.status);
      return body;
    },
    async has(key) {
      const response = await client.fetch(objectUrl(key), { method: "HEAD" });
      await response.arrayBuffer();
      if (response.status === 404) return false;
      if (!response.ok) throw new BucketError("HEAD", key, response.status);
      return true;
    },
  };
}

/** The shop's storage: the S3-compatible bucket when S3_BUCKET is set, else the local disk under DATA_DIR/uploads. */
export function createStorage(config: ShopConfig): MediaStorage {
  return config.s3 ? bucketStorage(config.s3) : localDiskStorage(path.join(config.dataDir, "uploads"));
}
