import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderRequestHistory, orderRequests, shopSettings, type OrderLine } from "~db/schema";
import * as orderRoute from "~/routes/admin/order";
import * as requestRoute from "~/routes/request";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";
import { shopWithSignedInOwner, type TestShop } from "./admin-support";

/** Decision 0070: the owner's payment instructions and shipping, through the detail page's form posts, with the mails they send. */

let shop: TestShop;
let owner: string;
let inbox: TestInbox;
const db = () => shop.database.db;

beforeAll(async () => {
  ({ shop, cookie: owner } = await shopWithSignedInOwner());
  inbox = await startTestInbox();
});
afterAll(async () => {
  await inbox?.close();
  await shop?.close();
});
beforeEach(async () => {
  await db().delete(orderRequests);
});

const line: OrderLine = {
  itemId: "00000000-0000-4000-8000-000000000001",
  variantId: null,
  slug: "beanie",
  name: "Beanie",
  colorName: null,
  unitPrice: 20,
  qty: 1,
  lineTotal: 20,
  leadTimeDays: null,
};

async function storeRequest(extra: Partial<typeof orderRequests.$inferInsert>) {
  const [row] = await db()
    .insert(orderRequests)
    .values({ customerName: "Ada Lovelace", customerEmail: "ada@example.com", language: "en", lines: [line], total: 20, ...extra })
    .returning();
  return row;
}

const context = () => {
  const base = shop.context();
  return { ...base, config: { ...base.config, smtpUrl: inbox.url, settingsFromEnv: { orderEmail: "owner@shop.test" } } };
};

type Answer = { note: { kind: string; title: string; description?: string }; form?: { values: Record<string, unknown>; errors: Record<string, string[]> } };

async function post(id: string, form: Record<string, string>, cookie = owner): Promise<{ status: number; answer: Answer }> {
  const result = (await orderRoute.action({
    request: shop.request(`/admin/orders/${id}`, { cookie, form }),
    context: context(),
    params: { id },
  } as never)) as { data: Answer; init: { status?: number } | null };
  return { status: result.init?.status ?? 200, answer: result.data };
}

const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.includes(address)).map((mail) => decodedMail(mail.raw));
const history = (id: string) => db().select().from(orderRequestHistory).where(eq(orderRequestHistory.orderId, id));
const stored = async (id: string) => (await db().select().from(orderRequests).where(eq(orderRequests.id, id)))[0];

describe("payment instructions", () => {
  it("are saved, written in the history, shown on the shopper's page and mailed once in the shopper's language", async () => {
    const order = await storeRequest({ status: "accepted", language: "it", customerEmail: "pay-it@example.com" });
    const instructions = "Bonifico a IBAN IT60 X054 2811 1010 0000 0123 456\r\ncausale: ordine n. 1042";
    const { status, answer } = await post(order.id, { intent: "paymentInstructions", instructions });
    expect(status).toBe(200);
    expect(answer.note).toMatchObject({ kind: "success", title: "Payment instructions saved and sent" });
    const saved = "Bonifico a IBAN IT60 X054 2811 1010 0000 0123 456\ncausale: ordine n. 1042";
    expect((await stored(order.id)).paymentInstructions).toBe(saved);
    expect((await history(order.id)).map((h) => [h.actor, h.event, h.detail])).toEqual([["owner", "paymentInstructions", saved]]);
    const [mail] = mailsTo("pay-it@example.com");
    expect(mail).toMatch(new RegExp(`^Subject: Come pagare il tuo ordine n\\. ${order.reference}`, "m"));
    expect(mail).toContain("Ecco come pagare il tuo ordine:");
    expect(mail).toContain("IBAN IT60 X054 2811 1010 0000 0123 456");
    expect(mail).toContain(`/request/${order.token}?lng=it`);

    const page = await requestRoute.loader({
      request: new Request(`http://shop.test/request/${order.token}`),
      params: { token: order.token },
      context: shop.context(),
    } as never);
    expect((page as unknown as { data: { request: { paymentInstructions: string } } }).data.request.paymentInstructions).toBe(saved);
  });

  it("sent again with the same text, or by two admins at once, store and mail it once", async () => {
    const order = await storeRequest({ status: "confirmed", customerEmail: "twice@example.com" });
    const form = { intent: "paymentInstructions", instructions: "PayPal: https://paypal.me/maker/20" };
    const answers = await Promise.all([post(order.id, form), post(order.id, form)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.answer.note.title).sort()).toEqual([
      "Already saved with these details: nothing was sent again.",
      "Payment instructions saved and sent",
    ]);
    expect((await post(order.id, form)).answer.note.title).toBe("Already saved with these details: nothing was sent again.");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo("twice@example.com")).toHaveLength(1);
    expect(await history(order.id)).toHaveLength(1);
    // A changed text is a new instruction: saved and mailed.
    await post(order.id, { ...form, instructions: "PayPal: https://paypal.me/maker/25" });
    expect(mailsTo("twice@example.com")).toHaveLength(2);
  });

  it("refuse an empty or too long text in the admin's language, keeping what was typed, and a request not yet accepted", async () => {
    const order = await storeRequest({ status: "accepted" });
    const long = "x".repeat(2_001);
    const refused = await post(order.id, { intent: "paymentInstructions", instructions: long });
    expect(refused.status).toBe(400);
    expect(refused.answer.form?.values.instructions).toBe(long);
    expect(refused.answer.form?.errors.instructions).toEqual(["admin.fulfilment.errors.instructionsTooLong"]);
    expect((await post(order.id, { intent: "paymentInstructions", instructions: " " })).status).toBe(400);
    const early = await storeRequest({ status: "quoted" });
    const notYet = await post(early.id, { intent: "paymentInstructions", instructions: "Bonifico" });
    expect(notYet.status).toBe(409);
    expect(notYet.answer.note.description).toBe("This status change is not possible.");
    expect((await stored(order.id)).paymentInstructions).toBeNull();
    expect((await stored(early.id)).paymentInstructions).toBeNull();
    const unknown = await post("00000000-0000-4000-8000-000000000000", { intent: "paymentInstructions", instructions: "Bonifico" });
    expect(unknown.status).toBe(404);
  });

  it("are refused without a signed-in admin", async () => {
    const order = await storeRequest({ status: "accepted" });
    await expect(post(order.id, { intent: "paymentInstructions", instructions: "Bonifico" }, "")).rejects.toBeDefined();
    expect((await stored(order.id)).paymentInstructions).toBeNull();
  });

  it("start from the default the owner wrote in Settings", async () => {
    const seller = { name: null, address: null, vatNumber: null, vatRegime: "included" as const, vatExemption: null, mediator: null, host: null, paymentInstructions: "Bonifico: IBAN IT60 X054" };
    await db().insert(shopSettings).values({ id: 1, seller }).onConflictDoUpdate({ target: shopSettings.id, set: { seller } });
    const order = await storeRequest({ status: "accepted" });
    const loaded = await orderRoute.loader({
      request: shop.request(`/admin/orders/${order.id}`, { cookie: owner }),
      context: shop.context(),
      params: { id: order.id },
    } as never);
    expect(loaded.paymentDefault).toBe("Bonifico: IBAN IT60 X054");
    await db().execute(sql`UPDATE shop_settings SET seller = NULL`);
  });
});

describe("shipping", () => {
  it("by post stores the carrier and number, keeps the order confirmed, and mails the shopper once in French", async () => {
    const order = await storeRequest({ status: "confirmed", language: "fr", customerEmail: "colis@example.com" });
    const form = { intent: "ship", method: "post", carrier: " La Poste /  Colissimo ", trackingNumber: "6a 123 456 789 01" };
    const { status, answer } = await post(order.id, form);
    expect(status).toBe(200);
    expect(answer.note.title).toBe("Marked as shipped, the shopper is told");
    const row = await stored(order.id);
    expect(row).toMatchObject({ status: "confirmed", carrier: "La Poste / Colissimo", trackingNumber: "6A12345678901" });
    expect(row.shippedAt).toBeInstanceOf(Date);
    expect((await history(order.id)).map((h) => [h.event, h.status, h.detail])).toEqual([
      ["shipped", "confirmed", "La Poste / Colissimo · 6A12345678901"],
    ]);
    const [mail] = mailsTo("colis@example.com");
    // The subject is MIME-encoded for its accented letters.
    expect(mail).toMatch(new RegExp(`^Subject: =\\?UTF-8\\?Q\\?Votre_commande_n°\u00a0${order.reference}_est_en_`, "m"));
    expect(mail).toContain("J'ai expédié votre commande le");
    expect(mail).toContain("avec La Poste / Colissimo.");
    expect(mail).toContain("Numéro de suivi\u00a0: 6A12345678901");

    // The same again sends nothing; a corrected number is mailed, and the first date stays.
    expect((await post(order.id, { ...form, trackingNumber: "6A12345678901" })).answer.note.title).toBe(
      "Already saved with these details: nothing was sent again.",
    );
    expect(mailsTo("colis@example.com")).toHaveLength(1);
    await post(order.id, { ...form, trackingNumber: "6A12345678902" });
    expect(mailsTo("colis@example.com")).toHaveLength(2);
    const corrected = await stored(order.id);
    expect(corrected.trackingNumber).toBe("6A12345678902");
    expect(corrected.shippedAt).toEqual(row.shippedAt);
  });

  it("of an order to collect needs no carrier: it is ready, and the shopper is told so", async () => {
    const order = await storeRequest({ status: "confirmed", delivery: { method: "collection" }, customerEmail: "collect@example.com" });
    expect((await post(order.id, { intent: "ship", method: "collection" })).answer.note.title).toBe(
      "Marked as ready to collect, the shopper is told",
    );
    expect(await stored(order.id)).toMatchObject({ status: "confirmed", carrier: null, trackingNumber: null });
    expect((await history(order.id)).map((h) => [h.event, h.detail])).toEqual([["shipped", null]]);
    await post(order.id, { intent: "ship", method: "collection" });
    const mails = mailsTo("collect@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(new RegExp(`^Subject: Your order #${order.reference} is ready to collect`, "m"));
  });

  it("refuses an order not confirmed, and a bad carrier or number with the text kept", async () => {
    const accepted = await storeRequest({ status: "accepted" });
    expect((await post(accepted.id, { intent: "ship", method: "post", carrier: "BRT", trackingNumber: "1" })).status).toBe(409);
    const done = await storeRequest({ status: "done" });
    expect((await post(done.id, { intent: "ship", method: "collection" })).status).toBe(409);
    const order = await storeRequest({ status: "confirmed" });
    const bad = await post(order.id, { intent: "ship", method: "post", carrier: "BRT", trackingNumber: "12<script>" });
    expect(bad.status).toBe(400);
    expect(bad.answer.form?.values).toMatchObject({ carrier: "BRT", trackingNumber: "12<script>" });
    expect(bad.answer.form?.errors.trackingNumber).toEqual(["admin.fulfilment.errors.trackingInvalid"]);
    expect((await post(order.id, { intent: "ship", method: "post", carrier: "", trackingNumber: "" })).answer.form?.errors.carrier).toEqual([
      "admin.fulfilment.errors.carrierRequired",
    ]);
    for (const id of [accepted.id, done.id, order.id]) expect((await stored(id)).shippedAt).toBeNull();
  });
});
