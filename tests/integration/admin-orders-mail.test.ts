import { once } from "node:events";
import net from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orderRequests, signInThrottle } from "~db/schema";
import { formatPrice } from "~/lib/money";
import type { OrderRequestReply } from "~/orders/order-reply";
import { mailOwnerAboutOrderRequest, type NewOrderRequest } from "~/orders/admin/new-request-mail.server";
import { shopperMailLimits, takeShopperMailPlace } from "~/orders/conversation/shopper-mail.server";
import { action } from "~/routes/order-requests";
import { createCartTestShop, type CartTestShop } from "./cart-support";
import { decodedMail, startTestInbox, type TestInbox } from "../support/test-inbox";

/** docs/product/cart-and-orders.md#order-e-mail-to-the-owner: with SMTP_URL set, the owner gets an e-mail for each new request; a mail failure never loses one. */


let shop: CartTestShop;
let inbox: TestInbox;

beforeAll(async () => {
  shop = await createCartTestShop();
  inbox = await startTestInbox();
});
afterAll(async () => {
  await inbox?.close();
  await shop?.close();
});

/** A port nothing listens on: the mail server is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The next mail to `to` (the shopper gets a confirmation of their own, docs/decisions/0035). */
const nextMail = (timeoutMs = 10_000, to = "owner@shop.test") => inbox.next(to, timeoutMs);
const decoded = decodedMail;

async function send(
  smtpUrl: string,
  logLines: string[] = [],
  extra: Record<string, string> = {},
  { address, orderEmail = "owner@shop.test" }: { address?: string; orderEmail?: string } = {},
) {
  const base = shop.context({ address });
  const log = pino(
    { level: "info" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  const request = new Request("http://shop.test/order-requests", {
    method: "POST",
    headers: { origin: "http://shop.test", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+39 333 1234567",
      notes: "For my sister",
      kind: "order",
      "lines[0].itemId": shop.tote.id,
      "lines[0].variantId": shop.tote.sage,
      "lines[0].qty": "2",
      "lines[1].itemId": shop.beanie.id,
      "lines[1].qty": "1",
      ...extra,
    }).toString(),
  });
  const response = await action({
    request,
    context: { ...base, log, config: { ...base.config, smtpUrl, settingsFromEnv: { orderEmail } } },
    params: {},
  } as Parameters<typeof action>[0]);
  return { status: response.status, reply: (await response.json()) as OrderRequestReply };
}

describe("the owner's e-mail for a new request", () => {
  it("arrives with the reference, the lines and the total, and answers to the shopper", async () => {
    const arriving = nextMail();
    const { status, reply } = await send(inbox.url);
    expect(status).toBe(201);
    if (reply.status !== "stored") throw new Error(`not stored: ${reply.status}`);
    const mail = await arriving;
    expect(mail.to).toEqual(["owner@shop.test"]);
    const text = decoded(mail.raw);
    expect(text).toMatch(/^Reply-To: ada@example\.com/m);
    expect(text).toMatch(new RegExp(`^Subject: .*${reply.reference}.*Ada Lovelace`, "m"));
    // The shop's default language (Italian) writes the mail; the lines keep the names the shopper saw.
    expect(text).toContain(`Richiesta d'ordine n. ${reply.reference}`);
    expect(text).toContain(`Market tote (Sage) x 2 — ${formatPrice(90, "it")}`);
    expect(text).toContain(`Pompom beanie x 1 — ${formatPrice(19.99, "it")}`);
    expect(text).toContain(formatPrice(109.99, "it"));
    expect(text).toContain("+39 333 1234567");
    expect(text).toContain("http://shop.test/admin/orders");
  });

  it("is sent once when the dialog repeats a submit", async () => {
    const smtpUrl = inbox.url;
    const repeat = { idempotencyKey: "same-request-sent-twice" };
    const first = await send(smtpUrl, [], repeat);
    if (first.reply.status !== "stored") throw new Error(`not stored: ${first.reply.status}`);
    // The owner's e-mail and the shopper's confirmation (docs/decisions/0035), each naming the request.
    const reference = first.reply.reference;
    const aboutIt = () => inbox.mails.filter((mail) => decoded(mail.raw).includes(String(reference))).map((mail) => mail.to[0]);
    await vi.waitFor(() => expect(aboutIt().sort()).toEqual(["ada@example.com", "owner@shop.test"]), { timeout: 10_000 });
    const second = await send(smtpUrl, [], repeat);
    expect([first.status, second.status]).toEqual([201, 200]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(aboutIt()).toHaveLength(2);
  });

  it("failing (mail server down) still stores the request, and is logged", async () => {
    const logLines: string[] = [];
    const { status, reply } = await send(`smtp://127.0.0.1:${await closedPort()}`, logLines);
    expect(status).toBe(201);
    if (reply.status !== "stored") throw new Error(`not stored: ${reply.status}`);
    const [row] = await shop.database.db
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.reference, reply.reference));
    expect(row.customerName).toBe("Ada Lovelace");
    await expect
      .poll(() => logLines.some((line) => line.includes("order request mail could not be sent")), { timeout: 15_000 })
      .toBe(true);
  });
});

describe("a flood of new requests (docs/decisions/0032)", () => {
  it("mails the first ones of the hour one by one, then gathers the rest into one digest", async () => {
    const base = shop.context();
    const context = {
      ...base,
      config: { ...base.config, smtpUrl: inbox.url, settingsFromEnv: { orderEmail: "flood@shop.test" } },
    };
    const request = (reference: number): NewOrderRequest => ({
      reference,
      kind: reference % 2 ? "order" : "commission",
      lines: [],
      total: reference / 100,
      customer: { name: `Shopper ${reference}`, email: `shopper${reference}@example.com`, phone: "", notes: "" },
    });
    // Two an hour, the hour here shortened to five seconds: long enough that the five requests,
    // each reading the shop's settings first, all fall in one window on a busy machine. The two
    // mailed one by one are the first two that came, however the database orders its answers.
    for (const reference of [9001, 9002, 9003, 9004, 9005]) {
      mailOwnerAboutOrderRequest(context, request(reference), { perWindow: 2, windowMs: 5_000 });
    }
    const flood = () => inbox.mails.filter((mail) => mail.to[0] === "flood@shop.test").map((mail) => decoded(mail.raw));
    await expect.poll(() => flood().length, { timeout: 30_000 }).toBe(3);
    // Each mail has its own connection, so they may arrive in any order.
    const [digest, ...others] = flood().filter((mail) => /^Subject: 3 altre richieste/m.test(mail));
    expect(others).toEqual([]);
    const singles = flood().filter((mail) => mail !== digest);
    expect(singles.map((mail) => /^Subject: .*(9001|9002).*Shopper (9001|9002)/m.exec(mail)?.[1]).sort()).toEqual(["9001", "9002"]);
    for (const reference of [9003, 9004, 9005]) {
      expect(digest).toContain(`n. ${reference} da Shopper ${reference} <shopper${reference}@example.com>, ${formatPrice(reference / 100, "it")}`);
    }
    expect(digest).not.toContain("9001");
    expect(digest).toContain("http://shop.test/admin/orders");
  });
});

describe("the shopper's confirmation (docs/product/cart-and-orders.md#e-mails-to-shoppers)", () => {
  // An inbox of its own, so the owner's hourly budget of the tests above is not spent here.
  const owner = "caps-owner@shop.test";
  const mailsTo = (address: string) => inbox.mails.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));
  const stored = (reply: OrderRequestReply) => {
    if (reply.status !== "stored") throw new Error(`not stored: ${reply.status}`);
    return reply;
  };

  it("goes to one address at most three times a day, from any client and however it is written; every request is stored and reaches the owner", async () => {
    const target = "victim@example.com";
    const spellings = [target, " Victim@Example.com", "VICTIM@example.com ", "victim@EXAMPLE.com"];
    const replies: OrderRequestReply[] = [];
    for (const [i, email] of spellings.entries()) {
      const address = i % 2 ? "198.51.100.21" : "198.51.100.22";
      const { status, reply } = await send(inbox.url, [], { email }, { address, orderEmail: owner });
      expect(status).toBe(201);
      replies.push(reply);
    }
    expect(replies.map((reply) => stored(reply).shopperMail)).toEqual(["sending", "sending", "sending", "limited"]);
    const references = replies.map((reply) => stored(reply).reference);
    const rows = await shop.database.db.select({ reference: orderRequests.reference }).from(orderRequests);
    expect(rows.map((row) => row.reference)).toEqual(expect.arrayContaining(references));
    await expect.poll(() => mailsTo(owner).length, { timeout: 15_000 }).toBe(4);
    await expect.poll(() => mailsTo(target).length, { timeout: 15_000 }).toBe(3);
    // Another shopper is not held back by the address that reached its limit, from the same client.
    const other = await send(inbox.url, [], { email: "grace@example.com", name: "Grace Hopper" }, { address: "198.51.100.21", orderEmail: owner });
    expect(stored(other.reply).shopperMail).toBe("sending");
    await expect.poll(() => mailsTo("grace@example.com").length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(target)).toHaveLength(3);
  });

  it("greets without the name and carries nothing the shopper typed: no words and no link of theirs in the shop's voice", async () => {
    const target = "someone-else@example.com";
    const name = "Your parcel is held, pay the fee at https://evil.example/pay";
    const arriving = inbox.next(target);
    const { reply } = await send(
      inbox.url,
      [],
      { name, email: target, phone: "+39 06 0000", notes: "Pay at https://evil.example/notes" },
      { address: "198.51.100.23", orderEmail: owner },
    );
    expect(stored(reply).shopperMail).toBe("sending");
    const text = decoded((await arriving).raw);
    for (const typed of ["parcel", "evil.example", "+39 06 0000"]) expect(text).not.toContain(typed);
    const [, plain] = text.split(/^Content-Type: text\/plain.*$/m);
    const body = plain.slice(plain.search(/\r?\n\r?\n/)).trimStart();
    expect(body.split(/\r?\n/)[0]).toBe("Hello,");
  });

  it("stops for the whole shop past thirty an hour, while the request is still stored", async () => {
    const { db } = shop.database;
    const forgetShopCount = () => db.delete(signInThrottle).where(eq(signInThrottle.key, "shopper-mail:shop"));
    await forgetShopCount();
    try {
      for (let i = 0; i < shopperMailLimits.shop.maxAttempts; i++) expect(await takeShopperMailPlace(db, `shopper${i}@example.org`)).toBe(true);
      const late = await send(inbox.url, [], { email: "late@example.com" }, { address: "198.51.100.24", orderEmail: owner });
      expect(late.status).toBe(201);
      const { reference, shopperMail } = stored(late.reply);
      expect(shopperMail).toBe("limited");
      const [row] = await db.select().from(orderRequests).where(eq(orderRequests.reference, reference));
      expect(row.customerEmail).toBe("late@example.com");
    } finally {
      await forgetShopCount();
    }
  });
});
