import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { adminUsers, session, user } from "~db/schema";
import { createAccount } from "~/auth/accounts.server";
import { createShopAuth, type ShopAuth } from "~/auth/auth.server";
import { settleOwner } from "~/auth/owner.server";
import { loadConfig } from "~/config.server";
import type { ShopContext } from "~/context";
import { contentReadsOf, createTestDatabase, type TestDatabase } from "../support/database";

export { totpCode } from "./admin-totp";

export const ownerEmail = "owner@shop.test";
export const password = "a-long-and-unusual-secret";

export type TestShop = {
  database: TestDatabase;
  auth: ShopAuth;
  /** A load context as the server builds it, for a client at `address`. */
  context(address?: string): ShopContext;
  /** A request as the browser sends it, with the given cookie header. */
  request(
    path: string,
    init?: { method?: string; cookie?: string; form?: Record<string, string>; headers?: Record<string, string> },
  ): Request;
  close(): Promise<void>;
};

/** A shop on a fresh database; `publicUrl` https makes it one served over TLS, as in production. */
export async function createTestShop(options: { publicUrl?: "http://shop.test" | "https://shop.test" } = {}): Promise<TestShop> {
  const database = await createTestDatabase();
  const publicUrl = options.publicUrl ?? "http://shop.test";
  const config = loadConfig({ ADMIN_EMAIL: ownerEmail, PUBLIC_URL: publicUrl });
  const log = pino({ level: "silent" });
  const auth = await createShopAuth({
    db: database.db,
    config,
    log,
    secret: "integration-tests-secret-0123456789abcdef",
  });
  // As at start: ADMIN_EMAIL's address becomes the owner of the new shop (its account comes later).
  await settleOwner(database.db, config.adminEmail);
  const contentReads = contentReadsOf(database.db);
  return {
    database,
    auth,
    context: (address = "203.0.113.10") => ({
      db: database.db,
      contentReads,
      config,
      language: "en",
      log,
      auth,
      clientAddress: address,
    }),
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.cookie) headers.set("cookie", init.cookie);
      const method = init.method ?? (init.form ? "POST" : "GET");
      if (method !== "GET" && !headers.has("origin")) headers.set("origin", publicUrl);
      return new Request(`${publicUrl}${path}`, {
        method,
        headers,
        body: init.form ? new URLSearchParams(init.form) : undefined,
      });
    },
    close: () => database.close(),
  };
}

/** Turns a response's Set-Cookie headers into the Cookie header a browser would send next. */
export function cookieFrom(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous
      .split(";")
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => [p.split("=")[0], p] as const),
  );
  for (const line of headers.getSetCookie()) {
    const pair = line.split(";")[0];
    const name = pair.split("=")[0];
    if (/max-age=0/i.test(line) || pair === `${name}=`) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

export async function addAccount(shop: TestShop, email: string, admin?: { active: boolean }) {
  const created = await createAccount(shop.auth, { email, password });
  if (!created.ok) throw new Error(`could not create ${email}: ${created.problem}`);
  if (admin) await shop.database.db.insert(adminUsers).values({ email, active: admin.active });
  return created.userId;
}

/** Signs in straight through the library (no limits, no admin rule) and answers the session cookie. */
export async function sessionCookie(shop: TestShop, email: string): Promise<string> {
  const { headers } = await shop.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return cookieFrom(headers);
}

/** A test shop with its owner's account, and the owner's session cookie. */
export async function shopWithSignedInOwner(): Promise<{ shop: TestShop; cookie: string }> {
  const shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  return { shop, cookie: await sessionCookie(shop, ownerEmail) };
}

/** A data folder of the test's own (for uploads), and the shop's context writing into it. */
export async function contextWithOwnDataFolder(shop: TestShop, prefix: string): Promise<{ dataDir: string; context: ShopContext }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const base = shop.context();
  return { dataDir, context: { ...base, config: { ...base.config, dataDir } } };
}

export async function setAdminActive(shop: TestShop, email: string, active: boolean) {
  await shop.database.db.update(adminUsers).set({ active }).where(eq(adminUsers.email, email));
}

/** How many sessions the account has in the database. */
export async function sessionCount(shop: TestShop, email: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ n: count() })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
  return row.n;
}
