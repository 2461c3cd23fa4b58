import { eq } from "drizzle-orm";
import type { Database } from "~db/client";
import { shopSettings } from "~db/schema";
import type { SellerSettings } from "~shared/settings-values";

/*
 * The demo shop's seller (docs/product/back-office.md#seller): complete, so the demo takes
 * order requests like a real shop, and plainly fictitious, so nobody takes it for a real trader.
 * Its numbers have the right shape (the partita IVA's check digit holds) but belong to no one.
 */
export const demoSeller: SellerSettings = {
  country: "it",
  name: "Giulia Esempio (venditrice fittizia della demo)",
  address: "Via dell'Esempio 1\n00000 Città Immaginaria (XX)",
  phone: "+39 000 000 0000",
  complaintsEmail: null,
  vatNumber: "00000000000",
  registry: "REA XX-000000 (demo)",
  vatRegime: "included",
  vatExemption: null,
  paymentMeans: "Bonifico bancario, PayPal (demo)",
  mediator: null,
  host: "Hosting d'esempio S.r.l. (demo), Via del Server 1, 00000 Città Immaginaria",
};

/** States the demo seller in a shop that has stated none; a seller the owner typed is never replaced. */
export async function stateDemoSeller(db: Pick<Database, "select" | "insert" | "update">): Promise<void> {
  const [row] = await db.select({ seller: shopSettings.seller }).from(shopSettings).where(eq(shopSettings.id, 1));
  if (row?.seller) return;
  await db
    .insert(shopSettings)
    .values({ id: 1, seller: demoSeller })
    .onConflictDoUpdate({ target: shopSettings.id, set: { seller: demoSeller } });
}
