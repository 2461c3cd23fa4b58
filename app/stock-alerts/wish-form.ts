import { z } from "zod";

/*
 * The back-in-stock form's fields (docs/product/back-in-stock.md), apart from the rules a product
 * page reads, so that the validator's code never comes with the page.
 */

/** The form's fields: an address, the item, and the colour when the item has colours. */
export const stockAlertFormSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  itemId: z.uuid(),
  variantId: z.uuid().optional(),
});
export type StockAlertForm = z.infer<typeof stockAlertFormSchema>;
