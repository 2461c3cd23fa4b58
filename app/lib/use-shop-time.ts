import { useRootData } from "~/root-data";
import { formatDate, formatDateTime } from "./dates";

/**
 * Dates and times as a page shows them: in its language and the shop's time zone (docs/decisions/0055),
 * which the root data carries so that the browser hydrates what the server rendered.
 */
export function useShopTime() {
  const { language, shop } = useRootData();
  return {
    date: (iso: string) => formatDate(iso, language, shop.timeZone),
    dateTime: (iso: string) => formatDateTime(iso, language, shop.timeZone),
  };
}
