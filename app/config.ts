import type { LevelWithSilent } from "pino";
import type { ServerSetField } from "~shared/settings-values";

/** The environment's settings as config.server.ts reads and checks them at start. */
export type ShopConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * The shop's settings set by SHOP_NAME, SHOP_EMAIL and INSTAGRAM_URL. Read them through
   * readShopSettings (app/shop/shop-settings.server.ts), which adds the stored ones.
   */
  settingsFromEnv: Partial<Record<ServerSetField, string>>;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  authSecret: string | undefined;
  /** Proxies whose X-Forwarded-For is believed; unset: the connecting address is the client's. */
  trustProxy: number | string[] | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
      }
    | undefined;
  demoData: boolean;
  /** Whether the shop counts its visits, and how often the counts are written (docs/product/statistics.md). */
  statistics: { on: boolean; flushMs: number };
  logLevel: LevelWithSilent;
};
