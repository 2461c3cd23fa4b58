import crypto from "node:crypto";
import { capturedLog } from "../support/captured-log";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createShopAuth } from "~/auth/auth.server";
import { signInWithPassword } from "~/auth/sign-in.server";
import { loadConfig } from "~/config.server";
import type { ShopContext } from "~/context";
import { action as categoriesAction, loader as categoriesLoader } from "~/routes/admin/categories";
import { loader as adminLayoutLoader } from "~/routes/admin/layout";
import { action as signInAction } from "~/routes/auth";
import { addAccount, cookieFrom, createTestShop, ownerEmail, password, sessionCookie, type TestShop } from "./admin-support";
import { answerOf } from "./hostile-support";

/**
 * Issue 8 on the sign-in and the audit trail: an unknown address and a wrong password look the
 * same and cost the same (one scrypt derivation each, checked by counting, not by timing), the
 * stored hash is memory-hard, a foreign page cannot post the form, cookies carry their flags, and
 * every sign-in, admin write and refusal leaves a log line with time, account and address.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  await addAccount(shop, "visitor@shop.test");
});
afterAll(async () => {
  await shop?.close();
});

const signInForm = (email: string, pass: string) => ({ intent: "password", email, password: pass });

async function postSignIn(form: Record<string, string>, context: ShopContext, headers?: Record<string, string>) {
  const answer = await answerOf(() => signInAction({ request: shop.request("/auth", { form, headers }), context, params: {} } as never));
  // `note` is the same message as a toast, whose id is the time of the answer.
  if (!answer.data || typeof answer.data !== "object") return { status: answer.status, data: answer.data };
  const { note: _note, ...rest } = answer.data as { note?: unknown };
  return { status: answer.status, data: rest };
}

describe("an unknown e-mail and a wrong password", () => {
  it("get the same answer, and each costs one scrypt derivation of the typed password", async () => {
    const { password: hasher } = await shop.auth.$context;
    const hash = vi.spyOn(hasher, "hash");
    const verify = vi.spyOn(hasher, "verify");
    try {
      const unknown = await postSignIn(signInForm("nobody@shop.test", "a-wrong-password-1"), shop.context("198.51.100.1"));
      expect(hash).toHaveBeenCalledTimes(1);
      expect(hash).toHaveBeenCalledWith("a-wrong-password-1");
      expect(verify).not.toHaveBeenCalled();

      hash.mockClear();
      const wrong = await postSignIn(signInForm(ownerEmail, "a-wrong-password-1"), shop.context("198.51.100.2"));
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0][0].password).toBe("a-wrong-password-1");
      expect(hash).not.toHaveBeenCalled();

      expect(unknown).toEqual(wrong);
      expect(unknown).toEqual({ status: 401, data: { step: "password", error: "Invalid email or password" } });
    } finally {
      hash.mockRestore();
      verify.mockRestore();
    }
  });

  it("lock the same way after five tries: 429 with Retry-After for both", async () => {
    for (const email of ["ghost@shop.test", "visitor@shop.test"]) {
      const answers = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const request = shop.request("/auth", { form: signInForm(email, "a-wrong-password-2") });
        answers.push(await signInAction({ request, context: shop.context(`192.0.2.${attempt + 1}`), params: {} } as never));
      }
      const last = answers.at(-1) as { init: ResponseInit };
      expect(last.init.status).toBe(429);
      expect(new Headers(last.init.headers).get("Retry-After")).toMatch(/^\d+$/);
    }
  });
});

describe("stored passwords", () => {
  it("are scrypt with N=16384, r=16 (32 MiB a guess): the stored key derives again from the password", async () => {
    const context = await shop.auth.$context;
    const found = await context.internalAdapter.findUserByEmail(ownerEmail, { includeAccounts: true });
    const [salt, key] = found!.accounts[0].password!.split(":");
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    const derived = crypto.scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 });
    expect(derived.toString("hex")).toBe(key);
  });
});

describe("cross-site posts and cookies", () => {
  it("refuses a sign-in posted by another site, even with the right password, opening no session", async () => {
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const { log, lines } = capturedLog();
      const answer = await postSignIn(signInForm(ownerEmail, password), { ...shop.context("198.51.100.3"), log }, headers);
      expect(answer.status).toBe(403);
      expect(lines.map(({ msg }) => msg)).not.toContain("sign-in succeeded");
    }
  });

  it("gives an HttpOnly, SameSite=Lax session cookie, Secure (and __Secure-) when the shop is served over https", async () => {
    const plain = await signInWithPassword(shop.request("/auth"), shop.context("198.51.100.4"), { email: ownerEmail, password });
    const [plainCookie] = plain.headers.getSetCookie();
    expect(plainCookie).toMatch(/^shop\.session_token=[^;]+;.*HttpOnly/i);
    expect(plainCookie).toMatch(/SameSite=Lax/i);
    expect(plainCookie).not.toMatch(/Secure/i);

    const base = shop.context("198.51.100.5");
    const config = loadConfig({ ADMIN_EMAIL: ownerEmail, PUBLIC_URL: "https://shop.test" });
    const auth = await createShopAuth({ db: shop.database.db, config, log: base.log, secret: "integration-tests-secret-0123456789abcdef" });
    const secure = await signInWithPassword(shop.request("/auth"), { ...base, config, auth }, { email: ownerEmail, password });
    const [secureCookie] = secure.headers.getSetCookie();
    expect(secureCookie).toMatch(/^__Secure-shop\.session_token=[^;]+;/);
    for (const flag of [/; Secure/i, /; HttpOnly/i, /; SameSite=Lax/i]) expect(secureCookie).toMatch(flag);
  });
});

describe("the audit log", () => {
  it("records sign-in successes and failures with time, account and address, never the password or the session", async () => {
    const { log, lines, text } = capturedLog();
    const context = { ...shop.context("198.51.100.6"), log };
    const failed = await signInWithPassword(shop.request("/auth"), context, { email: ownerEmail, password: "a-wrong-password-3" });
    const unknown = await signInWithPassword(shop.request("/auth"), context, { email: "nobody@shop.test", password: "a-wrong-password-3" });
    const success = await signInWithPassword(shop.request("/auth"), context, { email: ownerEmail, password });
    expect([failed.kind, unknown.kind, success.kind]).toEqual(["refused", "refused", "signed-in"]);

    const entries = lines.map(({ msg, account, address, time }) => ({ msg, account, address, timed: typeof time === "number" }));
    expect(entries).toEqual([
      { msg: "sign-in failed", account: ownerEmail, address: "198.51.100.6", timed: true },
      { msg: "sign-in failed", account: "nobody@shop.test", address: "198.51.100.6", timed: true },
      { msg: "sign-in succeeded", account: ownerEmail, address: "198.51.100.6", timed: true },
    ]);
    const token = cookieFrom(success.headers).split("=")[1].split(".")[0];
    expect(token.length).toBeGreaterThan(10);
    for (const secret of [password, "a-wrong-password-3", token]) expect(text()).not.toContain(secret);
  });

  it("records each admin write and each refusal with time, account and address", async () => {
    const { log, lines, text } = capturedLog();
    const owner = await sessionCookie(shop, ownerEmail);
    const visitor = await sessionCookie(shop, "visitor@shop.test");
    const post = (cookie: string | undefined, address: string, headers?: Record<string, string>) =>
      answerOf(() =>
        categoriesAction({
          request: shop.request("/admin/categories", { cookie, headers, form: { intent: "save", name_en: "Hats" } }),
          context: { ...shop.context(address), log },
          params: {},
        } as never),
      );

    expect((await post(owner, "198.51.100.7")).status).toBe(200);
    expect((await post(visitor, "198.51.100.8")).status).toBe(302);
    expect((await post(undefined, "198.51.100.9")).status).toBe(302);
    expect((await post(owner, "198.51.100.10", { origin: "https://evil.example" })).status).toBe(302);

    const audit = lines
      .filter(({ msg }) => msg === "admin write" || msg === "admin access refused")
      .map(({ msg, account, address, reason, path, time }) => ({ msg, account, address, reason, path, timed: typeof time === "number" }));
    expect(audit).toEqual([
      { msg: "admin write", account: ownerEmail, address: "198.51.100.7", reason: undefined, path: "/admin/categories", timed: true },
      { msg: "admin access refused", account: "visitor@shop.test", address: "198.51.100.8", reason: "not-admin", path: "/admin/categories", timed: true },
      { msg: "admin access refused", account: undefined, address: "198.51.100.9", reason: "anonymous", path: "/admin/categories", timed: true },
      { msg: "admin access refused", account: ownerEmail, address: "198.51.100.10", reason: "cross-site request", path: "/admin/categories", timed: true },
    ]);
    for (const cookie of [owner, visitor]) expect(text()).not.toContain(cookie.split("=")[1].split(".")[0]);
  });

  it("records one refusal for a page, though its shell and the page both ask", async () => {
    const { log, lines } = capturedLog();
    const visitor = await sessionCookie(shop, "visitor@shop.test");
    const refusals = () => lines.filter(({ msg }) => msg === "admin access refused").length;
    for (const [cookie, address] of [[visitor, "198.51.100.11"], [undefined, "198.51.100.12"]] as const) {
      // The shell's loader and the page's, on one request, as React Router runs them.
      const request = shop.request("/admin/categories", { cookie });
      const args = { request, context: { ...shop.context(address), log }, params: {} } as never;
      const before = refusals();
      for (const loader of [adminLayoutLoader, categoriesLoader]) expect((await answerOf(() => loader(args))).status).toBe(302);
      expect(refusals() - before, address).toBe(1);
    }
    // Two requests are two refusals.
    const before = refusals();
    for (let i = 0; i < 2; i++) {
      const args = { request: shop.request("/admin/categories"), context: { ...shop.context("198.51.100.13"), log }, params: {} } as never;
      expect((await answerOf(() => categoriesLoader(args))).status).toBe(302);
    }
    expect(refusals() - before).toBe(2);
  });
});
