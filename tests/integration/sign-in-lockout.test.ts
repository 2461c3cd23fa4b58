import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInThrottle } from "~db/schema";
import { signInWithPassword, type SignInOutcome } from "~/auth/sign-in.server";
import { action as securityAction } from "~/routes/admin/security";
import { startTestInbox, type TestInbox } from "../support/test-inbox";
import { addAccount, cookieFrom, createTestShop, ownerEmail, password, type TestShop } from "./admin-support";

/**
 * Lockout as a weapon (docs/decisions/0031): an attacker who knows the owner's address and types
 * wrong passwords, from one client or many, must not keep the owner out of a browser the owner has
 * signed in on before; the attacker's own address is what gets locked.
 */

let shop: TestShop;
let inbox: TestInbox;

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  await addAccount(shop, "helper@shop.test", { active: true });
  await addAccount(shop, "visitor@shop.test");
  inbox = await startTestInbox();
});
afterAll(async () => {
  await inbox?.close();
  await shop?.close();
});

const mailTo = (address: string) => inbox.next(address, 60_000);

function signIn(email: string, pass: string, address: string, options: { cookie?: string; smtp?: boolean } = {}) {
  const base = shop.context(address);
  const config = options.smtp ? { ...base.config, smtpUrl: inbox.url, settingsFromEnv: { orderEmail: "shop@shop.test" } } : base.config;
  return signInWithPassword(shop.request("/auth", { cookie: options.cookie }), { ...base, config }, { email, password: pass });
}

const problemOf = (outcome: SignInOutcome) => (outcome.kind === "refused" ? outcome.problem : outcome.kind);

/** Time passing, as far as the limits know: every lock on the account has run out. */
const locksRunOut = (email: string) =>
  shop.database.db
    .update(signInThrottle)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(like(signInThrottle.key, `%${email}%`));

/** Forgets every failure counted against the account, so that each test starts clean. */
const forget = (email: string) => shop.database.db.delete(signInThrottle).where(like(signInThrottle.key, `%${email}%`));

describe("an attacker typing wrong passwords for the owner's address", () => {
  it("never keeps the owner out of a browser the owner has signed in on, even while the account waits", async () => {
    const owned = await signIn(ownerEmail, password, "203.0.113.50");
    expect(owned.kind).toBe("signed-in");
    const ownersBrowser = cookieFrom(owned.headers).replace(/shop\.session_token=[^;]*(; )?/, "");
    expect(ownersBrowser).toMatch(/^shop\.trusted_device=/);

    // Five wrong passwords from one client every 10 minutes, for an hour and more.
    for (let round = 0; round < 7; round++) {
      await locksRunOut(ownerEmail);
      for (let i = 0; i < 5; i++) {
        const guess = await signIn(ownerEmail, `wrong-guess-${round}-${i}-x`, "198.51.100.66");
        expect(["invalidCredentials", "tooManyAttempts"]).toContain(problemOf(guess));
      }
      // Right after the attacker's guesses, the owner signs in from home with the right password.
      expect(problemOf(await signIn(ownerEmail, password, "203.0.113.51", { cookie: ownersBrowser }))).toBe("signed-in");
    }
    await forget(ownerEmail);
  });

  it("locks the attacker's own address for 10 minutes, and makes a new browser wait seconds, not minutes", async () => {
    for (let i = 0; i < 5; i++)
      expect(problemOf(await signIn(ownerEmail, "wrong-guess-number-x", "198.51.100.67"))).toBe("invalidCredentials");

    const attacker = await signIn(ownerEmail, password, "198.51.100.67");
    expect(problemOf(attacker)).toBe("tooManyAttempts");
    expect(attacker.kind === "refused" && attacker.retryAfterSeconds).toBeGreaterThan(500);

    const elsewhere = await signIn(ownerEmail, password, "203.0.113.52");
    expect(problemOf(elsewhere)).toBe("tooManyAttempts");
    expect(elsewhere.kind === "refused" && elsewhere.retryAfterSeconds).toBeLessThanOrEqual(30);
    // Once those seconds have passed the owner gets in from there, and the account starts afresh.
    await shop.database.db
      .update(signInThrottle)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(like(signInThrottle.key, `account:${ownerEmail}`));
    expect(problemOf(await signIn(ownerEmail, password, "203.0.113.52"))).toBe("signed-in");
    // …while the attacker's address is still locked.
    expect(problemOf(await signIn(ownerEmail, password, "198.51.100.67"))).toBe("tooManyAttempts");
    await forget(ownerEmail);
  });

  it("does not skip the wait for a trusted-device cookie of another account, or one altered", async () => {
    const helperBrowser = cookieFrom((await signIn("helper@shop.test", password, "203.0.113.53")).headers).replace(
      /shop\.session_token=[^;]*(; )?/,
      "",
    );
    const [payload, signature] = [helperBrowser.slice(0, helperBrowser.lastIndexOf(".")), helperBrowser.slice(helperBrowser.lastIndexOf(".") + 1)];
    const owner64 = Buffer.from(ownerEmail).toString("base64url");
    const helper64 = Buffer.from("helper@shop.test").toString("base64url");
    const forgeries = [
      helperBrowser,
      `${payload.replace(helper64, owner64)}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
    ];
    for (let i = 0; i < 5; i++) await signIn(ownerEmail, "wrong-guess-number-x", `198.51.100.${80 + i}`);
    for (const cookie of forgeries)
      expect(problemOf(await signIn(ownerEmail, password, "203.0.113.54", { cookie }))).toBe("tooManyAttempts");
    await forget(ownerEmail);
    await forget("helper@shop.test");
  });

  it("still counts the holder's own wrong passwords, for that browser alone", async () => {
    const browser = cookieFrom((await signIn(ownerEmail, password, "203.0.113.55")).headers).replace(
      /shop\.session_token=[^;]*(; )?/,
      "",
    );
    for (let i = 0; i < 5; i++)
      expect(problemOf(await signIn(ownerEmail, "wrong-guess-number-x", "203.0.113.55", { cookie: browser }))).toBe(
        "invalidCredentials",
      );
    expect(problemOf(await signIn(ownerEmail, password, "203.0.113.55", { cookie: browser }))).toBe("tooManyAttempts");
    // Another address, with no cookie, is not held back by that browser's failures.
    expect(problemOf(await signIn(ownerEmail, password, "203.0.113.56"))).toBe("signed-in");
    await forget(ownerEmail);
  });
});

describe("a new password", () => {
  it("cancels the trusted devices of the old one: a browser signed in with a stolen password waits like any other", async () => {
    await addAccount(shop, "traveller@shop.test", { active: true });
    const thief = await signIn("traveller@shop.test", password, "198.51.100.130");
    const thiefsBrowser = cookieFrom(thief.headers).replace(/shop\.session_token=[^;]*(; )?/, "");
    expect(thiefsBrowser).toMatch(/^shop\.trusted_device=/);
    // The owner of the account changes the password from their own browser.
    const own = await signIn("traveller@shop.test", password, "203.0.113.130");
    const changed = (await securityAction({
      request: shop.request("/admin/security", {
        cookie: cookieFrom(own.headers),
        form: { intent: "change-password", currentPassword: password, newPassword: "another-long-secret-now", repeatPassword: "another-long-secret-now" },
      }),
      context: shop.context("203.0.113.130"),
      params: {},
    } as never)) as unknown as { init: ResponseInit | null };
    expect(changed.init?.status ?? 200).toBe(200);

    // Failures from elsewhere make the account wait; the old cookie no longer spares its holder.
    for (let i = 0; i < 5; i++) await signIn("traveller@shop.test", "wrong-guess-number-x", `198.51.100.${140 + i}`);
    expect(problemOf(await signIn("traveller@shop.test", "another-long-secret-now", "198.51.100.130", { cookie: thiefsBrowser }))).toBe(
      "tooManyAttempts",
    );
    // A cookie made after the change still spares the owner's browser.
    await forget("traveller@shop.test");
    const again = await signIn("traveller@shop.test", "another-long-secret-now", "203.0.113.130");
    const ownBrowser = cookieFrom(again.headers).replace(/shop\.session_token=[^;]*(; )?/, "");
    for (let i = 0; i < 5; i++) await signIn("traveller@shop.test", "wrong-guess-number-x", `198.51.100.${150 + i}`);
    expect(problemOf(await signIn("traveller@shop.test", "another-long-secret-now", "203.0.113.130", { cookie: ownBrowser }))).toBe("signed-in");
    await forget("traveller@shop.test");
  });
});

describe("the owner's e-mail about repeated failures", () => {
  it("is sent once when an admin's account meets its limit, and never for an account that is not an admin", async () => {
    const first = mailTo(ownerEmail);
    for (let i = 0; i < 5; i++) await signIn(ownerEmail, "wrong-guess-number-x", `198.51.100.${90 + i}`, { smtp: true });
    const mail = await first;
    expect(mail.raw).toMatch(/^Subject: .*tentativi di accesso falliti/im);
    expect(mail.raw).toContain("/admin/security");

    // More failures in the same hour, and a visitor's account under attack: no more mail until
    // the helper's, which is sent after them all.
    for (let round = 0; round < 2; round++) {
      await locksRunOut(ownerEmail);
      await signIn(ownerEmail, "wrong-guess-number-x", `198.51.100.${95 + round}`, { smtp: true });
    }
    for (let i = 0; i < 5; i++) await signIn("visitor@shop.test", "wrong-guess-number-x", `198.51.100.${100 + i}`, { smtp: true });
    const helper = mailTo("helper@shop.test");
    for (let i = 0; i < 5; i++) await signIn("helper@shop.test", "wrong-guess-number-x", `198.51.100.${110 + i}`, { smtp: true });
    await helper;
    expect(inbox.mails.map(({ to }) => to)).toEqual([[ownerEmail], ["helper@shop.test"]]);
    await forget(ownerEmail);
    await forget("helper@shop.test");
  });
});

describe("the password asked again of a signed-in admin", () => {
  it("is limited like a sign-in (two-step on or off, a new password): a borrowed session cannot guess it, and the refusal says when to come back", async () => {
    const borrowed = cookieFrom((await signIn("helper@shop.test", password, "203.0.113.60")).headers).replace(
      /(; )?shop\.trusted_device=[^;]*/,
      "",
    );
    const post = async (intent: string, pass: string) => {
      const answer = (await securityAction({
        request: shop.request("/admin/security", {
          cookie: borrowed,
          form:
            intent === "change-password"
              ? { intent, currentPassword: pass, newPassword: "a-brand-new-long-secret", repeatPassword: "a-brand-new-long-secret" }
              : { intent, password: pass },
        }),
        context: shop.context("198.51.100.120"),
        params: {},
      } as never)) as unknown as { data: unknown; init: ResponseInit | null };
      return { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers), data: answer.data };
    };
    const intents = ["start", "remove", "change-password"];
    for (let i = 0; i < 5; i++) expect((await post(intents[i % 3], `wrong-guess-${i}-x`)).status).toBe(400);
    const refused = await post("start", password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
    expect(JSON.stringify(refused.data)).toContain("Too many attempts");
    await forget("helper@shop.test");
  });
});
