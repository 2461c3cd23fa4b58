import type { ShopConfig } from "../config.server";
// Placeholder replaced by the media pipeline.
export type MediaStorage = object;
export function createStorage(_config: ShopConfig): MediaStorage {
  return {};
}
