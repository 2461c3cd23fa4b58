import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInThrottle, twoFactor, usedTotpCodes, user } from "~db/schema";
import { checkAdminStatus } from "~/auth/admin-rule.server";
import { createAccount } from "~/auth/accounts.server";
import { createShopAuth } from "~/auth/auth.server";
import { bootstrapOwner, OwnerPasswordError } from "~/auth/owner.server";
import { signOut } from "~/auth/session.server";
import { signInWithPassword, signInWithSecondFactor, type SignInOutcome } from "~/auth/sign-in.server";
import { confirmEnrolment, removeTwoFactor, startEnrolment } from "~/auth/two-factor.server";
import { signedInUser } from "~/auth/session.server";
import { secondFactorLockout } from "~/auth/sign-in-limits.server";
import { defaultLanguage } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { decodedMail, startTestInbox } from "../support/test-inbox";
import { addAccount, cookieFrom, createTestShop, ownerEmail, password, sessionCount, totpCode, type TestShop } from "./admin-support";

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  expect(
    await bootstrapOwner(shop.database.db, shop.auth, { adminEmail: ownerEmail, adminPassword: password }),
  ).toEqual({
    created: true,
    owner: ownerEmail,
  });
});
afterAll(async () => {
  await shop?.close();
});

const signIn = (email: string, pass = password, address?: string, cookie?: string) =>
  signInWithPassword(shop.request("/auth", { form: { email, password: pass }, cookie }), shop.context(address), {
    email,
    password: pass,
  });

const sessionsOf = (email: string) => sessionCount(shop, email);

const expectRefused = (outcome: SignInOutcome, problem: string) => {
  expect(outcome.kind).toBe("refused");
  expect(outcome.kind === "refused" && outcome.problem).toBe(problem);
};

describe("sign-in", () => {
  it("opens a database session in an HttpOnly, SameSite=Lax cookie for the owner", async () => {
    const outcome = await signIn(ownerEmail.toUpperCase());
    expect(outcome.kind).toBe("signed-in");
    const [line] = outcome.headers.getSetCookie();
    expect(line).toMatch(/^shop\.session_token=/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    const cookie = cookieFrom(outcome.headers);
    expect(await checkAdminStatus(shop.request("/admin", { cookie }), shop.context())).toBe(true);
  });

  it("gives a new session token at each sign-in and ends the one the browser had", async () => {
    const first = cookieFrom((await signIn(ownerEmail)).headers);
    const second = await signIn(ownerEmail, password, undefined, first);
    const next = cookieFrom(second.headers, first);
    expect(next).not.toBe(first);
    expect(await signedInUser(shop.request("/admin", { cookie: first }), shop.context())).toBeNull();
    expect(await signedInUser(shop.request("/admin", { cookie: next }), shop.context())).not.toBeNull();
  });

  it("signs out on the server: the cookie stops working", async () => {
    const cookie = cookieFrom((await signIn(ownerEmail)).headers);
    const cleared = await signOut(shop.request("/auth", { form: { intent: "sign-out" }, cookie }), shop.context());
    // The browser stays a trusted device of the account (docs/decisions/0031); only the session goes.
    expect(cookieFrom(cleared, cookie)).toMatch(/^shop\.trusted_device=[^;]+$/);
    expect(await signedInUser(shop.request("/admin", { cookie }), shop.context())).toBeNull();
  });

  it("refuses and signs out anyone who is not an admin, active admins get in", async () => {
    await addAccount(shop, "visitor@shop.test");
    await addAccount(shop, "helper@shop.test", { active: true });
    await addAccount(shop, "former@shop.test", { active: false });

    expectRefused(await signIn("visitor@shop.test"), "notAdmin");
    expectRefused(await signIn("former@shop.test"), "notAdmin");
    expect(await sessionsOf("visitor@shop.test")).toBe(0);
    expect(await sessionsOf("former@shop.test")).toBe(0);
    expect((await signIn("helper@shop.test")).kind).toBe("signed-in");
  });

  it("gives the same answer for an unknown address and a wrong password", async () => {
    expectRefused(await signIn("nobody@shop.test", "whatever-it-may-be", "198.51.100.1"), "invalidCredentials");
    expectRefused(await signIn(ownerEmail, "not-the-password!", "198.51.100.1"), "invalidCredentials");
  });
});

describe("brute force", () => {
  it("makes an account wait after 5 wrong passwords from anywhere, 30 s doubling with each further failure", async () => {
    const email = "target@shop.test";
    await addAccount(shop, email, { active: true });
    for (let i = 0; i < 5; i++)
      expectRefused(await signIn(email, "wrong-guess-number-x", `192.0.2.${i + 1}`), "invalidCredentials");

    const waiting = await signIn(email, password, "192.0.2.99");
    expectRefused(waiting, "tooManyAttempts");
    expect(waiting.kind === "refused" && waiting.retryAfterSeconds).toBeGreaterThan(20);
    expect(waiting.kind === "refused" && waiting.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(await sessionsOf(email)).toBe(0);

    // The counters are rows: another server process (another auth instance) sees the same wait.
    const other = await createShopAuth({
      db: shop.database.db,
      config: shop.context().config,
      log: shop.context().log,
      secret: shop.auth.secret,
    });
    expectRefused(
      await signInWithPassword(
        shop.request("/auth"),
        { ...shop.context("192.0.2.100"), auth: other },
        { email, password },
      ),
      "tooManyAttempts",
    );

    // Each wait that passes and is followed by another failure doubles the next one.
    const waitOver = () =>
      shop.database.db
        .update(signInThrottle)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(signInThrottle.key, `account:${email}`));
    for (const [i, longest] of [60, 120, 240].entries()) {
      await waitOver();
      expectRefused(await signIn(email, "wrong-guess-number-x", `192.0.2.${10 + i}`), "invalidCredentials");
      const next = await signIn(email, password, `192.0.2.${20 + i}`);
      expect(next.kind === "refused" && next.retryAfterSeconds).toBeGreaterThan(longest - 10);
      expect(next.kind === "refused" && next.retryAfterSeconds).toBeLessThanOrEqual(longest);
    }

    // Once the wait is over the right password works, and a success forgets the failures.
    await waitOver();
    expect((await signIn(email, password, "192.0.2.101")).kind).toBe("signed-in");
    expect(
      await shop.database.db
        .select()
        .from(signInThrottle)
        .where(eq(signInThrottle.key, `account:${email}`)),
    ).toEqual([]);
  });

  it("slows down one address that tries many accounts, and only that address", async () => {
    const address = "198.51.100.77";
    for (let i = 0; i < 20; i++)
      expectRefused(await signIn(`guess${i}@shop.test`, "wrong-guess-number-x", address), "invalidCredentials");
    expectRefused(await signIn(ownerEmail, password, address), "tooManyAttempts");
    expect((await signIn(ownerEmail, password, "198.51.100.78")).kind).toBe("signed-in");
  });

  it("counts parallel guesses before checking them, so none slips past the limit", async () => {
    const email = "parallel@shop.test";
    await addAccount(shop, email, { active: true });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(email, "wrong-guess-number-x", `203.0.113.${100 + i}`)),
    );
    const checked = outcomes.filter((o) => o.kind === "refused" && o.problem === "invalidCredentials");
    expect(checked.length).toBeLessThanOrEqual(5);
    expectRefused(await signIn(email, password, "203.0.113.200"), "tooManyAttempts");
  });
});

describe("passwords", () => {
  it.each([
    ["short", "too-short-1"],
    ["common", "password1234"],
    ["common, padded", "Sunshine2024!!"],
  ])("refuses a %s password", async (_, candidate) => {
    const result = await createAccount(shop.auth, { email: `weak-${candidate.length}@shop.test`, password: candidate });
    expect(result.ok).toBe(false);
  });

  it("stores a memory-hard (scrypt) hash, never the password", async () => {
    const context = await shop.auth.$context;
    const found = await context.internalAdapter.findUserByEmail(ownerEmail, { includeAccounts: true });
    const stored = found!.accounts[0].password!;
    expect(stored).not.toContain(password);
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it("refuses to start with a weak ADMIN_PASSWORD", async () => {
    const fresh = await createTestShop();
    try {
      await expect(
        bootstrapOwner(fresh.database.db, fresh.auth, { adminEmail: ownerEmail, adminPassword: "qwerty123456" }),
      ).rejects.toThrow(OwnerPasswordError);
    } finally {
      await fresh.close();
    }
  });
});

describe("two-factor", () => {
  const email = "two-factor@shop.test";
  let secret = "";
  let backupCodes: string[] = [];

  it("enrols: password, QR code and secret, a confirming code, then backup codes shown once", async () => {
    await addAccount(shop, email, { active: true });
    const cookie = await sessionCookieFor(email, "192.0.2.200");
    const elsewhere = await sessionCookieFor(email, "192.0.2.199");
    const me = (await signedInUser(shop.request("/admin/security", { cookie }), shop.context()))!;

    expect(
      await startEnrolment(shop.request("/admin/security", { cookie }), shop.context(), me, "wrong-password-x"),
    ).toEqual({
      ok: false,
      problem: "wrongPassword",
    });
    const started = await startEnrolment(shop.request("/admin/security", { cookie }), shop.context(), me, password);
    if (!started.ok) throw new Error(started.problem);
    expect(started.qrSvg).toMatch(/^<svg/);
    secret = started.secret;

    expect(
      await confirmEnrolment(shop.request("/admin/security", { cookie }), shop.context(), me, "000000"),
    ).toMatchObject({
      ok: false,
    });
    const confirmed = await confirmEnrolment(
      shop.request("/admin/security", { cookie }),
      shop.context(),
      me,
      totpCode(secret),
    );
    if (!confirmed.ok) throw new Error(confirmed.problem);
    expect(confirmed.backupCodes).toHaveLength(10);
    backupCodes = confirmed.backupCodes;
    // Turning it on keeps this browser's session (the page after a post without JavaScript still
    // finds it) and ends the account's other sessions.
    expect((await signedInUser(shop.request("/admin", { cookie }), shop.context()))?.twoFactorEnabled).toBe(true);
    expect(await signedInUser(shop.request("/admin", { cookie: elsewhere }), shop.context())).toBeNull();
    expect(await sessionsOf(email)).toBe(1);

    const [row] = await shop.database.db
      .select()
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, email));
    for (const code of backupCodes) expect(row.two_factor.backupCodes).not.toContain(code.replace(/-/g, ""));
    expect(row.two_factor.backupCodes).not.toContain(backupCodes[0]);
  });

  async function sessionCookieFor(address: string, from: string) {
    const outcome = await signIn(address, password, from);
    expect(outcome.kind).toBe("signed-in");
    return cookieFrom(outcome.headers);
  }

  async function passwordStep(from: string) {
    const outcome = await signIn(email, password, from);
    expect(outcome.kind).toBe("second-factor");
    // No session yet: only the challenge cookie.
    const cookie = cookieFrom(outcome.headers);
    expect(cookie).toMatch(/shop\.two_factor=/);
    expect(cookie).not.toMatch(/session_token/);
    return cookie;
  }

  const secondStep = (cookie: string, method: "totp" | "backup", code: string, from: string) =>
    signInWithSecondFactor(shop.request("/auth", { form: { code }, cookie }), shop.context(from), { method, code });

  it("asks for a code at sign-in, and accepts each authenticator code once", async () => {
    const code = totpCode(secret, 1);
    const first = await secondStep(await passwordStep("192.0.2.201"), "totp", code, "192.0.2.201");
    expect(first.kind).toBe("signed-in");
    expect(await checkAdminStatus(shop.request("/admin", { cookie: cookieFrom(first.headers) }), shop.context())).toBe(
      true,
    );

    const sessionsBefore = await sessionsOf(email);
    const replay = await secondStep(await passwordStep("192.0.2.202"), "totp", code, "192.0.2.202");
    expectRefused(replay, "invalidCode");
    expect(await sessionsOf(email)).toBe(sessionsBefore);

    const [used] = await shop.database.db.select().from(usedTotpCodes).where(eq(usedTotpCodes.code, code));
    expect(used).toBeDefined();
  });

  it("refuses a wrong code and a challenge cookie that was never issued", async () => {
    expectRefused(await secondStep(await passwordStep("192.0.2.203"), "totp", "123456", "192.0.2.203"), "invalidCode");
    expectRefused(
      await secondStep("shop.two_factor=forged", "totp", totpCode(secret), "192.0.2.203"),
      "challengeExpired",
    );
  });

  it("accepts a backup code once, typed in any case and with or without dashes", async () => {
    const [code] = backupCodes;
    const typed = code.toUpperCase().replace(/-/g, " ");
    expect((await secondStep(await passwordStep("192.0.2.204"), "backup", typed, "192.0.2.204")).kind).toBe(
      "signed-in",
    );
    expectRefused(await secondStep(await passwordStep("192.0.2.205"), "backup", code, "192.0.2.205"), "invalidCode");
    expect((await secondStep(await passwordStep("192.0.2.206"), "backup", backupCodes[1], "192.0.2.206")).kind).toBe(
      "signed-in",
    );
  });

  it("is removed with the password; sign-in then needs the password only", async () => {
    const cookie = cookieFrom(
      (await secondStep(await passwordStep("192.0.2.207"), "backup", backupCodes[2], "192.0.2.207")).headers,
    );
    const me = (await signedInUser(shop.request("/admin/security", { cookie }), shop.context()))!;
    expect(
      await removeTwoFactor(shop.request("/admin/security", { cookie }), shop.context(), me, "wrong-password-x"),
    ).toMatchObject({
      ok: false,
      problem: "wrongPassword",
    });
    expect((await removeTwoFactor(shop.request("/admin/security", { cookie }), shop.context(), me, password)).ok).toBe(
      true,
    );
    // This browser stays signed in; the account's sessions elsewhere have ended.
    expect((await signedInUser(shop.request("/admin", { cookie }), shop.context()))?.twoFactorEnabled).toBe(false);
    expect(await sessionsOf(email)).toBe(1);
    expect((await signIn(email, password, "192.0.2.208")).kind).toBe("signed-in");
    expect(await shop.database.db.select().from(twoFactor).where(like(twoFactor.userId, me.id))).toEqual([]);
  });
});

describe("wrong two-step codes after a right password", () => {
  /** An admin with an authenticator, signed in once to turn it on; answers its secret. */
  async function enrolled(email: string) {
    await addAccount(shop, email, { active: true });
    const cookie = cookieFrom((await signIn(email, password, "192.0.2.230")).headers);
    const me = (await signedInUser(shop.request("/admin/security", { cookie }), shop.context()))!;
    const started = await startEnrolment(shop.request("/admin/security", { cookie }), shop.context(), me, password);
    if (!started.ok) throw new Error(started.problem);
    const confirmed = await confirmEnrolment(shop.request("/admin/security", { cookie }), shop.context(), me, totpCode(started.secret));
    if (!confirmed.ok) throw new Error(confirmed.problem);
    return started.secret;
  }

  async function challenge(email: string, from: string) {
    const outcome = await signIn(email, password, from);
    expect(outcome.kind).toBe("second-factor");
    return cookieFrom(outcome.headers);
  }

  const code = (cookie: string, value: string, context: ReturnType<TestShop["context"]>) =>
    signInWithSecondFactor(shop.request("/auth", { form: { code: value }, cookie }), context, { method: "totp", code: value });

  it("pause the account's codes after 10 in a row, from any address and challenge, for 15 minutes", async () => {
    const email = "paused@shop.test";
    const secret = await enrolled(email);
    expect(secondFactorLockout).toEqual({ maxFailedAttempts: 10, durationSeconds: 15 * 60 });
    // Two challenges from two addresses, five wrong codes each: no address meets its own limit.
    for (const from of ["192.0.2.231", "192.0.2.232"]) {
      const cookie = await challenge(email, from);
      for (let i = 0; i < 5; i++) expectRefused(await code(cookie, "000000", shop.context(from)), "invalidCode");
    }
    const sessionsBefore = await sessionsOf(email);
    const paused = await code(await challenge(email, "192.0.2.233"), totpCode(secret), shop.context("192.0.2.233"));
    expectRefused(paused, "tooManyAttempts");
    expect(paused.kind === "refused" && paused.retryAfterSeconds).toBe(15 * 60);
    expect(await sessionsOf(email)).toBe(sessionsBefore);

    // Once the pause is over, the right code signs in.
    await shop.database.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactor.userId, (await shop.database.db.select().from(user).where(eq(user.email, email)))[0].id));
    expect((await code(await challenge(email, "192.0.2.234"), totpCode(secret, 1), shop.context("192.0.2.234"))).kind).toBe("signed-in");
  });

  it("send the admin one alert e-mail for a burst, saying the password is known and to change it", async () => {
    const email = "tried@shop.test";
    await enrolled(email);
    const inbox = await startTestInbox();
    try {
      const mailing = (from: string) => ({
        ...shop.context(from),
        config: { ...shop.context().config, smtpUrl: inbox.url, settingsFromEnv: { orderEmail: "shop@shop.test" } },
      });
      const alert = inbox.next(email, 30_000);
      // 24 wrong codes, as the attack was tried: five to a challenge, from rotating addresses.
      let cookie = "";
      for (let i = 0; i < 24; i++) {
        const from = `198.51.100.${200 + Math.floor(i / 5)}`;
        if (i % 5 === 0) cookie = await challenge(email, from);
        const outcome = await code(cookie, "000000", mailing(from));
        expect(outcome.kind).toBe("refused");
      }
      const mail = decodedMail((await alert).raw);
      // In the shop's default language, as the alert about wrong passwords.
      const t = translator(defaultLanguage);
      expect(mail).toContain(t("auth.alert.codesSubject", { shop: "Filo & Uncinetto" }));
      expect(mail).toContain(t("auth.alert.codesBody", { email, count: 10, minutes: 15 }));
      expect(mail).toContain(t("auth.alert.codesWhatToDo"));
      expect(mail).toContain("http://shop.test/admin/security");
      // However many codes followed, that burst gave one mail.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(inbox.mails.filter((received) => received.to.includes(email))).toHaveLength(1);
    } finally {
      await inbox.close();
    }
  });
});
