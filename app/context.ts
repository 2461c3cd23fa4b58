import type { Logger } from "pino";
import type { Database } from "~db/client";
import type { ContentReads } from "~db/content-reads";
import type { ShopAuth } from "./auth/auth.server";
import type { AccessState } from "./auth/back-office-access.server";
import type { SignedInUser } from "./auth/session.server";
import type { ShopConfig } from "./config";
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

/** The signed-in admin; `isOwner` for the shop's owner (the stored role); `access`: the steps still due and the two-step rule. */
export type AdminIdentity = SignedInUser & { isOwner: boolean; access: AccessState };

/**
 * A back-office form as its route hands it on: the guard (app/auth/admin-rule.server.ts) has let
 * `admin` in, and the form is read. Described here, beside what every action gets, so the
 * back-office features take it without importing access.
 */
export type AdminPost = { request: Request; context: ShopContext; admin: AdminIdentity; form: FormData };

declare module "react-router" {
  interface AppLoadContext extends ShopContext {}
}
