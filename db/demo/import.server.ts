import type { MediaStorage } from "../../app/media/storage.server";
import type { Database } from "../client";
// Placeholder replaced by the demo catalogue.
export async function importDemo(_db: Database, _storage: MediaStorage): Promise<void> {}
