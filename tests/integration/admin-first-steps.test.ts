import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminInvitations, adminUsers, temporaryPasswords } from "~db/schema";
import { signInWithPassword, type SignInOutcome } from "~/auth/sign-in.server";
import { enrolmentPicture } from "~/auth/two-factor.server";
import { loader as itemsLoader } from "~/routes/admin/items";
import { loader as uploadsLoader } from "~/routes/admin/uploads";
import { action as securityAction, loader as securityLoader } from "~/routes/admin/security";
import { action as usersAction } from "~/routes/admin/users";
import { action as invitationAction, loader as invitationLoader } from "~/routes/invitation";
import { startTestInbox, type TestInbox } from "../support/test-inbox";
import { addAccount, cookieFrom, createTestShop, ownerEmail, password, totpCode, type TestShop } from "./admin-support";

/**
 * First steps into the back office (docs/product/access.md#first-steps): a password someone else
 * chose is replaced at first sign-in and runs out; an invitation link lets an added admin choose
 * their own; and where two-step verification is required, an admin without it reaches only the
 * Security page. Each rule is also tried the way someone would turn it against the shop.
 */

type Answer = { status: number; location: string | null; data: Record<string, unknown> };

/** Runs a loader or action as React Router would, answering thrown redirects and refusals alike. */
async function run(handler: (args: never) => unknown, args: object): Promise<Answer> {
  try {
    const result = (await handler(args as never)) as Record<string, unknown>;
    if (result && typeof result === "object" && "init" in result && "data" in result)
      return { status: (result.init as ResponseInit | null)?.status ?? 200, location: null, data: (result.data ?? {}) as Record<string, unknown> };
    return { status: 200, location: null, data: result as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), data: {} };
    const refusal = thrown as { data?: unknown; init?: ResponseInit | null };
    if (refusal && typeof refusal === "object" && "init" in refusal)
      return { status: refusal.init?.status ?? 500, location: null, data: (refusal.data ?? {}) as Record<string, unknown> };
    throw thrown;
  }
}

const problemOf = (outcome: SignInOutcome) => (outcome.kind === "refused" ? outcome.problem : outcome.kind);

function shopUnder(test: () => TestShop) {
  const signIn = async (email: string, pass: string, address = "203.0.113.20") => {
    const shop = test();
    return signInWithPassword(shop.request("/auth"), shop.context(address), { email, password: pass });
  };
  const page = (handler: (args: never) => unknown, path: string, cookie: string, form?: Record<string, string>, params = {}) => {
    const shop = test();
    return run(handler, { request: shop.request(path, { cookie, form }), context: shop.context("203.0.113.20"), params });
  };
  return { signIn, page };
}

describe("on a shop served over https, two-step verification is required by default", () => {
  let shop: TestShop;
  const { signIn, page } = shopUnder(() => shop);
  let owner: string;

  beforeAll(async () => {
    shop = await createTestShop({ publicUrl: "https://shop.test" });
    await addAccount(shop, ownerEmail);
    await addAccount(shop, "helper@shop.test", { active: true });
    owner = cookieFrom((await signIn(ownerEmail, password)).headers);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("sends an admin without it to the Security page, and refuses the data endpoints", async () => {
    const items = await page(itemsLoader, "/admin/items", owner);
    expect(items.status).toBe(302);
    expect(items.location).toBe("/admin/security");
    expect((await page(uploadsLoader, "/admin/uploads", owner)).status).toBe(403);
    const security = await page(securityLoader, "/admin/security", owner);
    expect(security.status).toBe(200);
    expect(security.data).toMatchObject({ pending: "two-factor", twoFactorRequired: true, rule: { required: true, chosen: null, requiredByDefault: true } });
  });

  it("lets no one but the owner change the rule, and never the owner into a rule that shuts them out", async () => {
    const helper = cookieFrom((await signIn("helper@shop.test", password)).headers);
    const byHelper = await page(securityAction, "/admin/security", helper, { intent: "require-two-factor", required: "false" });
    expect(byHelper.status).toBe(403);
    expect((await page(securityLoader, "/admin/security", helper)).data).toMatchObject({ rule: null, pending: "two-factor" });
    // The owner may make it optional (a shop whose admins cannot use an authenticator)…
    const optional = await page(securityAction, "/admin/security", owner, { intent: "require-two-factor", required: "false" });
    expect(optional.status).toBe(200);
    expect((await page(itemsLoader, "/admin/items", owner)).status).toBe(200);
    expect((await page(itemsLoader, "/admin/items", helper)).status).toBe(200);
    // …but not required again before their own account has it.
    const required = await page(securityAction, "/admin/security", owner, { intent: "require-two-factor", required: "true" });
    expect(required.status).toBe(409);
    expect((await page(itemsLoader, "/admin/items", helper)).status).toBe(200);
  });

  it("opens the back office once the admin turns it on, and then keeps it on", async () => {
    const started = await page(securityAction, "/admin/security", owner, { intent: "start", password });
    const secret = (started.data.enrolment as ReturnType<typeof enrolmentPicture>).secret;
    expect((await page(securityAction, "/admin/security", owner, { intent: "confirm", secret, code: totpCode(secret) })).status).toBe(200);
    const required = await page(securityAction, "/admin/security", owner, { intent: "require-two-factor", required: "true" });
    expect(required.status).toBe(200);
    expect((await page(itemsLoader, "/admin/items", owner)).status).toBe(200);

    // The helper, still without it, is sent back to the Security page.
    const helper = cookieFrom((await signIn("helper@shop.test", password, "203.0.113.21")).headers);
    expect((await page(itemsLoader, "/admin/items", helper)).location).toBe("/admin/security");
    // The owner cannot turn their own off while the rule holds.
    const off = await page(securityAction, "/admin/security", owner, { intent: "remove", password });
    expect(off.status).toBe(409);
    expect((await page(securityLoader, "/admin/security", owner)).data).toMatchObject({ twoFactor: { enabled: true } });
  });
});

describe("passwords chosen by someone else, and invitation links", () => {
  let shop: TestShop;
  let inbox: TestInbox;
  const { signIn, page } = shopUnder(() => shop);
  let owner: string;

  beforeAll(async () => {
    shop = await createTestShop();
    inbox = await startTestInbox();
    await addAccount(shop, ownerEmail);
    owner = cookieFrom((await signIn(ownerEmail, password)).headers);
  });
  afterAll(async () => {
    await inbox?.close();
    await shop?.close();
  });

  const users = (form: Record<string, string>, cookie = owner) => page(usersAction, "/admin/users", cookie, form);

  it("makes the password set with Create user temporary: the new admin sets their own before anything else", async () => {
    expect((await users({ intent: "create-user", email: "new@shop.test", password: "a-temporary-long-secret" })).status).toBe(200);
    expect((await users({ intent: "add-admin", email: "new@shop.test" })).status).toBe(200);
    const cookie = cookieFrom((await signIn("new@shop.test", "a-temporary-long-secret")).headers);
    expect((await page(itemsLoader, "/admin/items", cookie)).location).toBe("/admin/security");
    expect((await page(securityLoader, "/admin/security", cookie)).data).toMatchObject({ pending: "own-password" });

    // The same password again is not one of their own.
    const same = await page(securityAction, "/admin/security", cookie, {
      intent: "change-password",
      currentPassword: "a-temporary-long-secret",
      newPassword: "a-temporary-long-secret",
      repeatPassword: "a-temporary-long-secret",
    });
    expect(same.status).toBe(400);
    expect((await page(itemsLoader, "/admin/items", cookie)).status).toBe(302);

    const own = await page(securityAction, "/admin/security", cookie, {
      intent: "change-password",
      currentPassword: "a-temporary-long-secret",
      newPassword: "my-very-own-long-secret",
      repeatPassword: "my-very-own-long-secret",
    });
    expect(own.status).toBe(200);
    expect((await page(itemsLoader, "/admin/items", cookie)).status).toBe(200);
  });

  it("lets a temporary password run out after 72 hours, even for a password that is right", async () => {
    await users({ intent: "create-user", email: "late@shop.test", password: "a-temporary-long-secret" });
    await users({ intent: "add-admin", email: "late@shop.test" });
    const [row] = await shop.database.db.select().from(temporaryPasswords);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(72 * 3600_000);
    await shop.database.db.update(temporaryPasswords).set({ expiresAt: sql`now() - interval '1 minute'` });
    const late = await signIn("late@shop.test", "a-temporary-long-secret");
    expect(problemOf(late)).toBe("temporaryExpired");
  });

  it("mails an invitation link that works once, for the invited address only", async () => {
    const config = { ...shop.context().config, smtpUrl: inbox.url, settingsFromEnv: { orderEmail: "shop@shop.test" } };
    const mailed = inbox.next("guest@shop.test", 30_000);
    const added = await run(usersAction, {
      request: shop.request("/admin/users", { cookie: owner, form: { intent: "add-admin", email: "Guest@Shop.test", invite: "on" } }),
      context: { ...shop.context(), config },
      params: {},
    });
    expect(added.status).toBe(200);
    expect(added.data.invitation).toMatchObject({ email: "guest@shop.test", mailed: true });
    const mail = await mailed;
    const token = /\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.raw)![1];
    expect((added.data.invitation as { link: string }).link).toBe(`http://shop.test/invitation/${token}`);
    // Only a digest of the token is stored.
    expect(JSON.stringify(await shop.database.db.select().from(adminInvitations))).not.toContain(token);

    const opened = await page(invitationLoader, `/invitation/${token}`, "", undefined, { token });
    expect(opened.data).toMatchObject({ email: "guest@shop.test" });
    const differ = await page(invitationAction, `/invitation/${token}`, "", { newPassword: "guest-long-secret-1", repeatPassword: "guest-long-secret-2" }, { token });
    expect(differ.status).toBe(400);
    const common = await page(invitationAction, `/invitation/${token}`, "", { newPassword: "password1234", repeatPassword: "password1234" }, { token });
    expect(common.status).toBe(400);
    // Two posts of the same link at once: one sets the password, the other finds it used.
    const [first, second] = await Promise.all(
      ["guest-long-secret-1", "guest-long-secret-2"].map((pass) =>
        page(invitationAction, `/invitation/${token}`, "", { newPassword: pass, repeatPassword: pass }, { token }),
      ),
    );
    expect([first.status, second.status].sort()).toEqual([302, 404]);
    // Then to the sign-in page, which says the password is set.
    expect([first.location, second.location]).toContain("/auth?password=set");
    const chosen = first.status === 302 ? "guest-long-secret-1" : "guest-long-secret-2";
    expect(problemOf(await signIn("guest@shop.test", chosen))).toBe("signed-in");
    const guest = cookieFrom((await signIn("guest@shop.test", chosen, "203.0.113.22")).headers);
    expect((await page(itemsLoader, "/admin/items", guest)).status).toBe(200);
    // Used: the same 404 as a link that never existed.
    expect((await page(invitationLoader, `/invitation/${token}`, "", undefined, { token })).status).toBe(404);
    const never = "A".repeat(43);
    expect((await page(invitationLoader, `/invitation/${never}`, "", undefined, { token: never })).status).toBe(404);
  });

  it("replaces an older link, lets one run out, and refuses one whose admin was removed meanwhile", async () => {
    const invite = async (email: string) =>
      (await users({ intent: "add-admin", email, invite: "on" })).data.invitation as { link: string; mailed: boolean };
    const tokenOf = (link: string) => link.split("/").pop()!;
    const older = tokenOf((await invite("twice@shop.test")).link);
    const renewed = await invite("twice@shop.test");
    // Without SMTP the link is handed to the admin who made it, to pass on.
    expect(renewed.mailed).toBe(false);
    const newer = tokenOf(renewed.link);
    expect((await page(invitationLoader, `/invitation/${older}`, "", undefined, { token: older })).status).toBe(404);
    expect((await page(invitationLoader, `/invitation/${newer}`, "", undefined, { token: newer })).status).toBe(200);

    const expiring = tokenOf((await invite("expiring@shop.test")).link);
    await shop.database.db.update(adminInvitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(adminInvitations.email, "expiring@shop.test"));
    const ran = await page(invitationAction, `/invitation/${expiring}`, "", { newPassword: "expiring-long-secret", repeatPassword: "expiring-long-secret" }, { token: expiring });
    expect(ran.status).toBe(404);

    const removed = tokenOf((await invite("removed@shop.test")).link);
    await shop.database.db.delete(adminUsers).where(eq(adminUsers.email, "removed@shop.test"));
    const refused = await page(invitationAction, `/invitation/${removed}`, "", { newPassword: "removed-long-secret", repeatPassword: "removed-long-secret" }, { token: removed });
    expect(refused.status).toBe(404);
    expect(problemOf(await signIn("removed@shop.test", "removed-long-secret"))).toBe("invalidCredentials");
  });

  it("never invites the owner's address, and lets only an admin invite", async () => {
    const owners = await users({ intent: "add-admin", email: ownerEmail, invite: "on" });
    expect(owners.status).toBe(409);
    expect(await shop.database.db.select().from(adminInvitations).where(eq(adminInvitations.email, ownerEmail))).toEqual([]);
    await addAccount(shop, "visitor@shop.test");
    const visitor = cookieFrom((await shop.auth.api.signInEmail({ body: { email: "visitor@shop.test", password }, returnHeaders: true })).headers);
    const byVisitor = await users({ intent: "add-admin", email: "friend@shop.test", invite: "on" }, visitor);
    expect(byVisitor.status).toBe(302);
    expect(await shop.database.db.select().from(adminInvitations).where(eq(adminInvitations.email, "friend@shop.test"))).toEqual([]);
  });
});
