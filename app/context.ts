import type { Logger } from "pino";
import type { Database } from "~db/client";
import type { ContentReads } from "~db/content-reads";
import type { ShopAuth } from "./auth/auth.server";
import type { ShopConfig } from "./config.server";
import type { Language } from "~shared/languages";

/** What the server hands every loader and action (see server.ts). */
export type ShopContext = {
  db: Database;
  /** Reads of what public pages show, kept for the current content version (db/content-reads.ts). */
  contentReads: ContentReads;
  config: ShopConfig;
  /** Decided once per request from ?lng, the lng cookie and Accept-Language (docs/product/languages.md#choosing-the-language). */
  language: Language;
  log: Logger;
  /** Sessions, passwords and two-factor (app/auth). */
  auth: ShopAuth;
  /** The client's address: the connecting one, or X-Forwarded-For's when TRUST_PROXY says so. */
  clientAddress: string;
};

declare module "react-router" {
  interface AppLoadContext extends ShopContext {}
}
