import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "~db/schema";
import { signedInUser } from "~/auth/session.server";
import { signInWithPassword } from "~/auth/sign-in.server";
import { action as securityAction, loader as securityLoader } from "~/routes/admin/security";
import { addAccount, cookieFrom, createTestShop, ownerEmail, password, sessionCount, type TestShop } from "./admin-support";

/**
 * Sessions and the security page (docs/decisions/0031): 12 hours without activity or 7 days after
 * sign-in end a session; an admin changes their own password (the current one asked for) and signs
 * out everywhere else, and a password change ends every other session.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
});
afterAll(async () => {
  await shop?.close();
});

async function signIn(email: string, pass: string, address: string) {
  const outcome = await signInWithPassword(shop.request("/auth"), shop.context(address), { email, password: pass });
  return outcome.kind === "signed-in" ? cookieFrom(outcome.headers).replace(/(; )?shop\.trusted_device=[^;]*/, "") : null;
}

const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]).split(".")[0];
const stillSignedIn = async (cookie: string) => (await signedInUser(shop.request("/admin", { cookie }), shop.context())) !== null;
const sessionsOf = (email: string) => sessionCount(shop, email);

async function post(cookie: string, form: Record<string, string>) {
  const answer = (await securityAction({
    request: shop.request("/admin/security", { cookie, form }),
    context: shop.context("203.0.113.90"),
    params: {},
  } as never)) as unknown as { data: { note?: { title: string; description?: string }; submission?: { error?: Record<string, string[]> } }; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

describe("session lifetime", () => {
  it("ends a session after 12 hours without activity, and keeps one that was used within them", async () => {
    const idle = (await signIn(ownerEmail, password, "203.0.113.80"))!;
    const used = (await signIn(ownerEmail, password, "203.0.113.81"))!;
    await shop.database.db
      .update(session)
      .set({ updatedAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(session.token, tokenOf(idle)));
    await shop.database.db
      .update(session)
      .set({ updatedAt: sql`now() - interval '11 hours'` })
      .where(eq(session.token, tokenOf(used)));

    expect(await stillSignedIn(idle)).toBe(false);
    expect(await shop.database.db.select().from(session).where(eq(session.token, tokenOf(idle)))).toEqual([]);
    expect(await stillSignedIn(used)).toBe(true);
    // The request counted as activity: another 12 hours from now.
    const [row] = await shop.database.db.select().from(session).where(eq(session.token, tokenOf(used)));
    expect(Date.now() - row.updatedAt.getTime()).toBeLessThan(60 * 60 * 1000);
  });

  it("ends a session 7 days after sign-in, however active", async () => {
    const cookie = (await signIn(ownerEmail, password, "203.0.113.82"))!;
    const [row] = await shop.database.db.select().from(session).where(eq(session.token, tokenOf(cookie)));
    // Both times are read from the clock one after the other, so they may be a millisecond apart.
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(1000);
    await shop.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'`, expiresAt: sql`now() - interval '1 minute'`, updatedAt: sql`now()` })
      .where(eq(session.token, tokenOf(cookie)));
    expect(await stillSignedIn(cookie)).toBe(false);
  });
});

describe("the security page", () => {
  it("lists the admin's sessions and signs out everywhere else", async () => {
    await shop.database.db.delete(session);
    const here = (await signIn(ownerEmail, password, "203.0.113.83"))!;
    const phone = (await signIn(ownerEmail, password, "203.0.113.84"))!;
    const loaded = await securityLoader({ request: shop.request("/admin/security", { cookie: here }), context: shop.context(), params: {} } as never);
    expect(loaded.sessions.map(({ current }) => current).sort()).toEqual([false, true]);

    const answer = await post(here, { intent: "sign-out-others" });
    expect(answer.data.note?.title).toBe("Signed out of 1 other session.");
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(here)).toBe(true);
  });

  it("changes the admin's own password only with the current one, and ends every other session", async () => {
    const here = (await signIn(ownerEmail, password, "203.0.113.85"))!;
    const elsewhere = (await signIn(ownerEmail, password, "203.0.113.86"))!;
    const change = (currentPassword: string, newPassword: string, repeatPassword = newPassword) =>
      post(here, { intent: "change-password", currentPassword, newPassword, repeatPassword });

    const wrong = await change("not-the-password-x", "a-brand-new-long-secret");
    expect(wrong.status).toBe(400);
    expect(wrong.data.note?.description).toBe("Wrong password");
    const common = await change(password, "password1234");
    expect(common.data.submission?.error?.newPassword).toEqual(["admin.users.errors.passwordCommon"]);
    const differ = await change(password, "a-brand-new-long-secret", "a-brand-new-long-secreT");
    expect(differ.data.submission?.error?.repeatPassword).toEqual(["admin.security.passwordsDiffer"]);
    // Nothing was changed by the refusals.
    expect(await stillSignedIn(elsewhere)).toBe(true);
    expect(await signIn(ownerEmail, "a-brand-new-long-secret", "203.0.113.87")).toBeNull();

    const done = await change(password, "a-brand-new-long-secret");
    expect(done.status).toBe(200);
    expect(done.data.note?.title).toBe("Password changed. You are signed out everywhere else.");
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    expect(await sessionsOf(ownerEmail)).toBe(1);
    expect(await signIn(ownerEmail, password, "203.0.113.88")).toBeNull();
    expect(await signIn(ownerEmail, "a-brand-new-long-secret", "203.0.113.89")).not.toBeNull();
  });
});
