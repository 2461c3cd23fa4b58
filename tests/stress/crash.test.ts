import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  demoShop,
  embeddedDatabaseState,
  nextAddress,
  orderableLines,
  orderLoad,
  randomBetween,
  removeScratch,
  sleep,
  spawnShop,
  startShop,
  storedOrders,
  stress,
  submitOrder,
  type OrderLineChoice,
  type OrderOutcome,
} from "./support";

afterAll(removeScratch);

/**
 * Issue 8, crashes and restarts: a shop taking order requests is killed at random moments and
 * started again on the same data. Every request answered as stored must be there, exactly once.
 */
describe.each(["pglite", "postgres"] as const)("crashes and restarts on %s", (kind) => {
  it(`loses no stored order request over ${stress.crashes} SIGKILLs at random moments`, async () => {
    const shop = await demoShop(kind);
    const lines = await orderableLines();
    const outcomes = new Map<string, OrderOutcome>();
    const sent = new Map<string, OrderLineChoice>();
    let killedDuringStart = 0;
    // The process of the round, so that a failed check does not leave it running.
    let running: number | undefined;
    try {
      for (let round = 0; round < stress.crashes; round++) {
        // One round in four also kills a start half-way (while it opens and migrates the database).
        if (round % 4 === 3) {
          const starting = spawnShop(shop);
          const exited = new Promise((resolve) => starting.once("exit", resolve));
          await sleep(randomBetween(300, 2500));
          starting.kill("SIGKILL");
          await exited;
          killedDuringStart++;
        }
        const server = await startShop(shop);
        running = server.pid;
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

        // The requests answered as stored before the previous kill are all still there: the same
        // idempotency key and the same request is answered with the same reference, without
        // storing anew (200, not 201).
        const previous = [...outcomes].filter(([key, o]) => key.startsWith(`crash-r${round - 1}-`) && o.kind === "stored");
        for (const [key, outcome] of previous) {
          const again = await submitOrder(server.url, { key, address: nextAddress(), line: sent.get(key)! });
          expect(again, key).toEqual({ kind: "stored", status: 200, reference: (outcome as { reference: number }).reference });
        }

        const stop = new AbortController();
        const load = orderLoad({ url: server.url, workers: 8, lines, prefix: `crash-r${round}`, stop: stop.signal, outcomes, sent });
        await sleep(randomBetween(500, 3000));
        await server.stop("SIGKILL");
        running = undefined;
        stop.abort();
        await load;
        if (kind === "pglite") expect(embeddedDatabaseState(shop.dataDir)).toBe("in production");
      }
      const last = await startShop(shop);
      expect(await last.stop("SIGTERM")).toBe(0);

      const answers = [...outcomes.values()];
      // Nothing but stored requests and cut connections: no error answers, even around a kill.
      expect(answers.filter((o) => o.kind === "answered")).toEqual([]);
      const stored = await storedOrders(shop);
      for (const [key, outcome] of outcomes) {
        const references = stored.get(key) ?? [];
        if (outcome.kind === "stored") expect(references, key).toEqual([outcome.reference]);
        // A request cut by the kill may or may not have been stored, but never twice.
        else expect(references.length, key).toBeLessThanOrEqual(1);
      }
      const storedCount = answers.filter((o) => o.kind === "stored").length;
      console.log(
        `${kind}: ${stress.crashes} kills (${killedDuringStart} during a start), ${outcomes.size} order requests sent, ` +
          `${storedCount} answered as stored and all found once, ${outcomes.size - storedCount} cut by a kill`,
      );
      expect(storedCount).toBeGreaterThan(stress.crashes);
    } finally {
      try {
        if (running) process.kill(running, "SIGKILL");
      } catch {
        // Already stopped by the round itself.
      }
      await shop.drop();
    }
  });

  const gracefulRounds = Math.max(2, Math.round(stress.crashes / 10));
  it(`finishes the requests in flight and closes the database cleanly on SIGTERM (${gracefulRounds} times)`, async () => {
    const shop = await demoShop(kind);
    const lines = await orderableLines();
    const outcomes = new Map<string, OrderOutcome>();
    const slowOnes: { key: string; reference: number }[] = [];
    try {
      for (let round = 0; round < gracefulRounds; round++) {
        const server = await startShop(shop);
        const stop = new AbortController();
        const load = orderLoad({ url: server.url, workers: 8, lines, prefix: `graceful-r${round}`, stop: stop.signal, outcomes });
        await sleep(randomBetween(500, 2000));
        // A request whose body is still arriving when the signal comes: it is in flight, and must
        // be answered and stored before the shop exits.
        const key = `graceful-slow-${round}`;
        const slow = slowOrderRequest(server.url, key, lines[0]);
        await slow.headersSent;
        await sleep(200);
        const exited = server.stop("SIGTERM");
        await sleep(300);
        slow.finish();
        const answer = await slow.answer;
        expect(answer.status, answer.body).toBe(201);
        slowOnes.push({ key, reference: (JSON.parse(answer.body) as { reference: number }).reference });
        expect(await exited).toBe(0);
        stop.abort();
        await load;
        if (kind === "pglite") {
          expect(embeddedDatabaseState(shop.dataDir)).toBe("shut down");
          expect(fs.existsSync(path.join(shop.dataDir, "shop.lock"))).toBe(false);
        }
      }
      expect([...outcomes.values()].filter((o) => o.kind === "answered")).toEqual([]);
      const stored = await storedOrders(shop);
      for (const { key, reference } of slowOnes) expect(stored.get(key), key).toEqual([reference]);
      for (const [key, outcome] of outcomes) {
        if (outcome.kind === "stored") expect(stored.get(key), key).toEqual([outcome.reference]);
        else expect((stored.get(key) ?? []).length, key).toBeLessThanOrEqual(1);
      }
      console.log(
        `${kind}: ${gracefulRounds} SIGTERMs under load, each with a request in flight answered 201 and stored; exit code 0; ` +
          `${[...outcomes.values()].filter((o) => o.kind === "stored").length} other order requests stored, all found once`,
      );
    } finally {
      await shop.drop();
    }
  });
});

/** An order request sent in two parts: the headers and half the body now, the rest on `finish()`. */
function slowOrderRequest(url: string, key: string, line: { itemId: string; variantId: string | null; price: number }) {
  const form = new URLSearchParams({
    name: "Slow Shopper",
    email: "slow@example.com",
    "lines[0].itemId": line.itemId,
    "lines[0].qty": "1",
    "lines[0].unitPrice": String(line.price),
    idempotencyKey: key,
  });
  if (line.variantId) form.set("lines[0].variantId", line.variantId);
  const body = Buffer.from(form.toString());
  const request = http.request(`${url}/order-requests`, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/x-www-form-urlencoded", "content-length": body.length, "x-forwarded-for": nextAddress() },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  const headersSent = new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()));
  return { headersSent, answer, finish: () => request.end(body.subarray(half)) };
}
