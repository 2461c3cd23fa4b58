import type { Database } from "~db/client";
import type { ShopConfig } from "~/config";
import { ordersGoToDemoAddress, settingVariables } from "~/shop/shop-settings";
import { readShopSettings } from "~/shop/shop-settings.server";

/**
 * The start's line saying where order requests go, beside "Shop ready at": a warning while it is
 * still the demo address, which nobody reads (docs/decisions/0029).
 */
export async function orderRecipientLine(db: Database, config: Pick<ShopConfig, "settingsFromEnv">): Promise<string> {
  const settings = await readShopSettings({ db, config });
  if (!ordersGoToDemoAddress(settings)) return `Order requests are sent to ${settings.orderEmail}`;
  const where = settings.fromServer.includes("orderEmail")
    ? `set ${settingVariables.orderEmail} to your address`
    : `set your address in the back office (Settings) or in ${settingVariables.orderEmail}`;
  return `Warning: order requests still go to the demo address ${settings.orderEmail}: ${where}`;
}
