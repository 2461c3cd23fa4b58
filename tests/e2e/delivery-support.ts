import type { Page } from "@playwright/test";
import type { PageI18n } from "~/i18n/i18n";
import { expect } from "./fixtures";

/**
 * The shopper says how the pieces reach them before accepting a quote
 * (docs/product/cart-and-orders.md#delivery-choice): collection, or a postal address in Italy.
 */
export async function chooseDelivery(page: Page, { t }: PageI18n, address?: { name: string; street: string; postalCode: string; city: string }) {
  const section = page.locator("#delivery");
  if (address) {
    await section.getByLabel(t("request.delivery.post")).check();
    await section.getByLabel(t("request.delivery.name")).fill(address.name);
    await section.getByLabel(t("request.delivery.street")).fill(address.street);
    await section.getByLabel(t("request.delivery.postalCode")).fill(address.postalCode);
    await section.getByLabel(t("request.delivery.city")).fill(address.city);
  } else await section.getByLabel(t("request.delivery.collection")).check();
  await section.getByRole("button", { name: t("request.delivery.save") }).click();
  await expect(page.getByTestId("delivery-choice")).toContainText(address ? address.street : t("request.delivery.collectionChosen"));
}
