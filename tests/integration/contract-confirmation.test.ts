import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { orderRequestHistory, orderRequests, shopSettings, type OrderLine } from "~db/schema";
import { readConversation, sendQuote } from "~/orders/conversation/conversation.server";
import { quoteInputSchema } from "~/orders/conversation/quote-form";
import { translator } from "~/i18n/messages.server";
import { readPolicy } from "~/policies/policies.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { defaultTimeZone } from "~/lib/dates";
import { htmlToText } from "~/lib/html-text";
import { formatPrice } from "~/lib/money";
import { typeset } from "~/lib/typography";
import * as requestRoute from "~/routes/request";
import type { Language } from "~shared/languages";
import type { Logger } from "pino";
import { capturedLog } from "../support/captured-log";
import { pdfInfo, pdfPageCount, pdfText } from "../support/pdf-text";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";
import { addAccount, createTestShop, ownerEmail, type TestShop } from "./admin-support";

/*
 * docs/product/cart-and-orders.md#contract-confirmation (LEGAL.md §6): accepting a quote on the
 * request's page sends the confirmation of the contract, in the request's language, with the terms
 * as the terms page states them, the withdrawal information and the model form; the local SMTP
 * server receives it, and the request's history keeps its text as sent.
 */

let shop: TestShop;
let inbox: TestInbox;
const db = () => shop.database.db;

const seller = {
  country: "it" as const,
  name: "Maria Rossi",
  address: "Via dei Mille 12\n20121 Milano",
  phone: "+39 02 1234 5678",
  vatNumber: "IT01234567897",
  vatRegime: "included" as const,
  vatExemption: null,
  registry: "REA MI-1234567",
  mediator: null,
  host: "Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen",
  paymentMeans: "Bonifico bancario, PayPal",
};

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  inbox = await startTestInbox();
  await db()
    .insert(shopSettings)
    .values({ id: 1, seller })
    .onConflictDoUpdate({ target: shopSettings.id, set: { seller } });
});
afterAll(async () => {
  await inbox?.close();
  await shop?.close();
});
beforeEach(async () => {
  await db().delete(orderRequests);
  await db().execute(sql`DELETE FROM sign_in_throttle`);
});

const line: OrderLine = {
  itemId: null as unknown as string,
  variantId: null,
  slug: "tote",
  name: "Borsa",
  colorName: "Salvia",
  unitPrice: 45,
  qty: 1,
  lineTotal: 45,
  leadTimeDays: 10,
};

const context = (smtpUrl: string | null = inbox.url, log?: Logger) => {
  const base = shop.context();
  return { ...base, log: log ?? base.log, config: { ...base.config, smtpUrl, settingsFromEnv: { orderEmail: "owner@shop.test" } } };
};

// The PDF copy can be made to fail, to show the mail goes without it.
const pdfCopy = vi.hoisted(() => ({ fails: false }));
vi.mock("~/orders/conversation/contract-confirmation-pdf.server", async (original) => {
  const actual = await original<typeof import("~/orders/conversation/contract-confirmation-pdf.server")>();
  return {
    ...actual,
    contractConfirmationPdf: (...args: Parameters<typeof actual.contractConfirmationPdf>) =>
      pdfCopy.fails ? Promise.reject(new Error("no PDF today")) : actual.contractConfirmationPdf(...args),
  };
});

/** A request in `language` with its delivery chosen and a quote sent, as the shopper's page finds it. */
async function quotedRequest(language: Language) {
  const [order] = await db()
    .insert(orderRequests)
    .values({
      customerName: "Ada Lovelace",
      customerEmail: "ada@example.com",
      language,
      lines: [line],
      total: 45,
      delivery: { method: "post", name: "Ada Lovelace", street: "2 rue des Fleurs", postalCode: "69001", city: "Lyon", country: "FR" },
    })
    .returning();
  const input = quoteInputSchema(language).parse({ lines: [{ source: "0", qty: "1", price: "45" }], shipping: "5", validUntil: "2999-12-31" });
  await sendQuote(db(), order.id, "new", input, defaultTimeZone);
  const { quote } = await readConversation(db(), order.id, defaultTimeZone);
  return { order, quoteId: quote!.id };
}

async function accept(token: string, quoteId: string, smtpUrl?: string | null, log?: Logger) {
  const reply = (await requestRoute.action({
    params: { token },
    context: context(smtpUrl, log),
    request: shop.request(`/request/${token}`, { form: { answer: "accept", quoteId } }),
  } as never)) as unknown as { data: unknown };
  return reply.data;
}

/** The mail's attachments: their headers on one line each, and their content decoded from base64. */
function attachments(raw: string) {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .filter((part) => /^Content-Disposition: attachment/im.test(part))
    .map((part) => {
      const [head, body] = part.split(/\r?\n\r?\n/);
      const lines = body.split(/\r?\n/);
      const end = lines.findIndex((bodyLine) => bodyLine.startsWith("--"));
      return { head: head.replace(/\r?\n\s+/g, " "), content: Buffer.from(lines.slice(0, end < 0 ? undefined : end).join(""), "base64") };
    });
}

const confirmations = (orderId: string) =>
  db()
    .select()
    .from(orderRequestHistory)
    .where(and(eq(orderRequestHistory.orderId, orderId), eq(orderRequestHistory.event, "confirmationSent")));

describe("the confirmation of the contract on a durable medium", () => {
  it("is mailed on acceptance in the request's French, with the terms, the withdrawal information and the model form, and kept as sent", async () => {
    const { order, quoteId } = await quotedRequest("fr");
    const before = inbox.mails.length;
    expect(await accept(order.token, quoteId)).toEqual({ status: "accepted" });

    await vi.waitFor(() => expect(inbox.mails.length).toBe(before + 1), { timeout: 5000 });
    const mail = inbox.mails[before];
    expect(mail.to).toEqual(["ada@example.com"]);
    const body = decodedMail(mail.raw).replace(/\r\n/g, "\n");
    // The seller, the piece with its right, payment, delivery.
    expect(body).toContain("Maria Rossi");
    expect(body).toContain(`Borsa (Salvia) × 1 — ${formatPrice(45, "fr")}. ${translator("fr")("request.lineWithdrawal", { days: 14 })}.`);
    expect(body).toContain(`Total\u00a0: ${formatPrice(50, "fr")}`);
    expect(body).toContain("Bonifico bancario, PayPal");
    expect(body).toContain("Envoi par la poste à\u00a0: Ada Lovelace, 2 rue des Fleurs, 69001 Lyon, France");
    // The withdrawal information, with the link to the withdrawal function.
    expect(body).toContain("Votre droit de rétractation");
    expect(body).toContain(`Se rétracter du contrat ici\u00a0:\n${shop.context().config.publicUrl}/request/${order.token}?lng=fr#withdrawal`);
    expect(body).toContain("par le même moyen de paiement");
    // The model form, Annex I(B).
    expect(body).toContain("Modèle de formulaire de rétractation");
    expect(body).toContain("uniquement si ce formulaire est notifié sur papier");
    // The terms in full, as the terms page states them in French.
    const settings = await readShopSettings(context());
    const terms = typeset(htmlToText((await readPolicy(db(), "terms", "fr", settings)).html), "fr");
    expect(terms.length).toBeGreaterThan(500);
    expect(body).toContain("Conditions générales de vente");
    expect(body).toContain(terms);

    // The same confirmation as a PDF, named in French (LEGAL.md §6).
    const [pdf, ...others] = attachments(mail.raw);
    expect(others).toEqual([]);
    expect(pdf.head).toMatch(/^Content-Type: application\/pdf; name=confirmation-commande-\d+\.pdf$/m);
    expect(pdf.head).toContain(`filename=confirmation-commande-${order.reference}.pdf`);
    expect(pdf.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.content.subarray(-6).toString("latin1").trim()).toBe("%%EOF");
    expect(pdfPageCount(pdf.content)).toBeGreaterThan(1);
    expect(pdfInfo(pdf.content, "Title")).toBe(typeset(translator("fr")("admin.shopperMail.contract.subject", { reference: order.reference }), "fr"));
    expect(pdfInfo(pdf.content, "Author")).toBe("Maria Rossi");
    const printed = pdfText(pdf.content);
    expect(printed).toContain("Envoi par la poste à : Ada Lovelace, 2 rue des Fleurs, 69001 Lyon, France");
    expect(printed).toContain("Modèle de formulaire de rétractation");
    expect(printed).toContain(`Total : ${formatPrice(50, "fr").replace(/\s/g, " ")}`);

    // The history keeps the text as sent, once.
    const kept = await confirmations(order.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ actor: "owner", status: "accepted" });
    expect(body).toContain(kept[0].detail!);
    expect(kept[0].detail).toContain(terms);
    // The shopper's page reads it.
    const page = (await requestRoute.loader({ params: { token: order.token }, context: context(), request: shop.request(`/request/${order.token}`) } as never)) as unknown as {
      data: { conversation: { history: { event: string; detail: string | null }[] } };
    };
    expect(page.data.conversation.history.find((entry) => entry.event === "confirmationSent")?.detail).toBe(kept[0].detail);
  });

  it("goes without its PDF, with a warning in the log, when the PDF cannot be made", async () => {
    const { order, quoteId } = await quotedRequest("it");
    const { log, lines } = capturedLog();
    const before = inbox.mails.length;
    pdfCopy.fails = true;
    try {
      expect(await accept(order.token, quoteId, undefined, log)).toEqual({ status: "accepted" });
      await vi.waitFor(() => expect(inbox.mails.length).toBe(before + 1), { timeout: 5000 });
    } finally {
      pdfCopy.fails = false;
    }
    const mail = inbox.mails[before];
    expect(decodedMail(mail.raw)).toContain("Modulo di recesso tipo");
    expect(attachments(mail.raw)).toEqual([]);
    await vi.waitFor(async () => expect(await confirmations(order.id)).toHaveLength(1));
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, msg: "the contract's confirmation goes without its PDF", reference: order.reference }));
    const [row] = await db().select().from(orderRequests).where(eq(orderRequests.id, order.id));
    expect(row.mailProblem).toBeNull();
  });

  it("notes a failed sending for the owner and keeps no confirmation it did not send", async () => {
    const { order, quoteId } = await quotedRequest("en");
    // Nothing listens on this port: the mail cannot go.
    expect(await accept(order.token, quoteId, "smtp://127.0.0.1:9")).toEqual({ status: "accepted" });
    const [row] = await db().select().from(orderRequests).where(eq(orderRequests.id, order.id));
    expect(row.status).toBe("accepted");
    expect(row.mailProblem).toBeTruthy();
    expect(await confirmations(order.id)).toEqual([]);
  });
});
