import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { exportDatabase, importDatabase } from "~db/backup";
import { adminInvitations, adminUsers, user } from "~db/schema";
import { acceptInvitation } from "~/auth/invitations.server";
import { settleOwner } from "~/auth/owner.server";
import { signedInUser } from "~/auth/session.server";
import { action, loader } from "~/routes/admin/users";
import { addAccount, createTestShop, ownerEmail, password, sessionCookie, sessionCount, type TestShop } from "./admin-support";

/** docs/product/back-office.md#admin-users admin users, through the page's own loader and action. */

let shop: TestShop;
let ownerCookie = "";
let ownerId = "";
beforeAll(async () => {
  shop = await createTestShop();
  ownerId = await addAccount(shop, ownerEmail);
  ownerCookie = await sessionCookie(shop, ownerEmail);
});
afterAll(async () => {
  await shop?.close();
});

type Answer = {
  data: { note?: { kind: string; title: string; description?: string }; create?: { error?: Record<string, string[]> } };
  status: number;
};

async function post(form: Record<string, string>, cookie = ownerCookie): Promise<Answer> {
  const result = await action({
    request: shop.request("/admin/users", { form, cookie }),
    context: shop.context(),
    params: {},
  } as never);
  const wrapped = result as unknown as { type?: string; data?: unknown; init?: ResponseInit };
  return wrapped.type === "DataWithResponseInit"
    ? { data: wrapped.data as Answer["data"], status: wrapped.init?.status ?? 200 }
    : { data: result as Answer["data"], status: 200 };
}

const rows = () => shop.database.db.select().from(adminUsers);
const list = async (cookie = ownerCookie) =>
  (await loader({ request: shop.request("/admin/users", { cookie }), context: shop.context(), params: {} } as never))
    .admins;

describe("adding an admin", () => {
  it("stores the address lowercased, with the acting admin as created_by", async () => {
    const answer = await post({ intent: "add-admin", email: "  New.Admin@Shop.TEST " });
    expect(answer.data.note).toMatchObject({ kind: "success", title: "Admin user created successfully" });
    const [row] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, "new.admin@shop.test"));
    expect(row).toMatchObject({ active: true, createdBy: ownerId });
  });

  it("ignores a blank address silently and refuses an invalid one", async () => {
    const before = await rows();
    expect(await post({ intent: "add-admin", email: "   " })).toEqual({ data: {}, status: 200 });
    expect((await post({ intent: "add-admin", email: "not-an-address" })).status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it("refuses an address that is already an admin, the owner's included", async () => {
    for (const email of ["new.admin@shop.test", ownerEmail]) {
      const answer = await post({ intent: "add-admin", email });
      expect(answer.status).toBe(409);
      expect(answer.data.note).toMatchObject({
        kind: "error",
        title: "Error",
        description: "This address is already an admin.",
      });
    }
  });
});

describe("creating a user", () => {
  it("creates an account with a confirmed e-mail that is not an admin by itself", async () => {
    const answer = await post({ intent: "create-user", email: "Writer@Shop.test", password });
    expect(answer.data.note).toMatchObject({ kind: "success", title: "User created successfully" });
    const [account] = await shop.database.db.select().from(user).where(eq(user.email, "writer@shop.test"));
    expect(account.emailVerified).toBe(true);
    expect(await rows()).not.toContainEqual(expect.objectContaining({ email: "writer@shop.test" }));
  });

  it.each([
    ["too short", "short-pass", "The password must have at least 12 characters."],
    ["common", "iloveyou1234", "This password is too common. Choose another one."],
  ])("refuses a %s password on the server", async (_, weak, message) => {
    const answer = await post({ intent: "create-user", email: "weak@shop.test", password: weak });
    expect(answer.status).toBe(400);
    const [account] = await shop.database.db.select().from(user).where(eq(user.email, "weak@shop.test"));
    expect(account).toBeUndefined();
    if (answer.data.note) expect(answer.data.note.description).toBe(message);
    else expect(answer.data.create?.error?.password).toEqual(["admin.users.errors.passwordTooShort"]);
  });

  it("refuses an address that has an account already", async () => {
    const answer = await post({ intent: "create-user", email: "writer@shop.test", password });
    expect(answer.status).toBe(409);
    expect(answer.data.note?.description).toBe("An account with this email address already exists.");
  });
});

describe("status and removal", () => {
  it("lists the owner first, marked as such, then the others newest first", async () => {
    const admins = await list();
    expect(admins[0]).toMatchObject({ email: ownerEmail, isOwner: true, active: true, hasAccount: true });
    expect(admins.slice(1).map((row) => row.email)).toEqual(["new.admin@shop.test"]);
    expect(admins.slice(1).every((row) => !row.isOwner)).toBe(true);
  });

  it("deactivates an admin at once and ends their sessions", async () => {
    await addAccount(shop, "helper@shop.test", { active: true });
    const helperCookie = await sessionCookie(shop, "helper@shop.test");
    const [row] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, "helper@shop.test"));

    const answer = await post({ intent: "set-active", id: row.id, active: "false" });
    expect(answer.data.note).toMatchObject({ kind: "success", title: "Admin status updated successfully" });
    expect((await shop.database.db.select().from(adminUsers).where(eq(adminUsers.id, row.id)))[0].active).toBe(false);
    expect(await signedInUser(shop.request("/admin", { cookie: helperCookie }), shop.context())).toBeNull();

    expect((await post({ intent: "set-active", id: row.id, active: "true" })).data.note?.kind).toBe("success");
  });

  it("never deactivates or removes the owner, nor lets an admin change their own row", async () => {
    await shop.database.db.insert(adminUsers).values({ email: "self@shop.test" });
    await addAccount(shop, "self@shop.test");
    const selfCookie = await sessionCookie(shop, "self@shop.test");
    const [selfRow] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, "self@shop.test"));
    const [ownerRow] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, ownerEmail));
    const before = await rows();

    const forms: Record<string, string>[] = [
      { intent: "set-active", id: ownerRow.id, active: "false" },
      { intent: "remove", id: ownerRow.id },
      { intent: "remove", id: selfRow.id },
    ];
    for (const form of forms) {
      const answer = await post(form, selfCookie);
      expect(answer.status).toBe(403);
      expect(answer.data.note?.description).toBe("Only the shop's owner can change the admins.");
    }
    for (const form of forms.slice(0, 2)) {
      const own = await post(form);
      expect(own.status).toBe(409);
      expect(own.data.note?.description).toBe("You cannot change your own admin rights.");
    }
    expect(await rows()).toEqual(before);
  });

  it("removes an admin and ends their sessions", async () => {
    const helperCookie = await sessionCookie(shop, "helper@shop.test");
    const [row] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, "helper@shop.test"));
    const answer = await post({ intent: "remove", id: row.id });
    expect(answer.data.note).toMatchObject({ kind: "success", title: "Admin user removed successfully" });
    expect(await shop.database.db.select().from(adminUsers).where(eq(adminUsers.id, row.id))).toEqual([]);
    expect(await signedInUser(shop.request("/admin", { cookie: helperCookie }), shop.context())).toBeNull();
    expect((await post({ intent: "remove", id: row.id })).data.note?.description).toBe("This admin no longer exists.");
  });
});

describe("roles: only the owner changes the admins (docs/product/access.md#roles)", () => {
  const canSignIn = (email: string, pass = password) =>
    shop.auth.api.signInEmail({ body: { email, password: pass } }).then(
      () => true,
      () => false,
    );
  const invitations = () => shop.database.db.select().from(adminInvitations);

  it("refuses every change from an admin who is not the owner, and the page shows who the owner is", async () => {
    await addAccount(shop, "second@shop.test", { active: true });
    await addAccount(shop, "third@shop.test", { active: true });
    const second = await sessionCookie(shop, "second@shop.test");
    const [third] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, "third@shop.test"));
    const before = await rows();
    const forms: Record<string, string>[] = [
      { intent: "add-admin", email: "stranger@shop.test" },
      { intent: "create-user", email: "stranger@shop.test", password: "a-stranger-s-own-long-secret" },
      { intent: "set-active", id: third.id, active: "false" },
      { intent: "remove", id: third.id },
      { intent: "hand-over", id: third.id },
    ];
    for (const form of forms) {
      const answer = await post(form, second);
      expect(answer.status).toBe(403);
      expect(answer.data.note?.description).toBe("Only the shop's owner can change the admins.");
    }
    expect(await rows()).toEqual(before);
    expect(await shop.database.db.select().from(user).where(eq(user.email, "stranger@shop.test"))).toEqual([]);

    const page = (await loader({ request: shop.request("/admin/users", { cookie: second }), context: shop.context(), params: {} } as never)) as {
      admins: { email: string; isOwner: boolean }[];
      isOwner: boolean;
    };
    expect(page.isOwner).toBe(false);
    expect(page.admins.filter((row) => row.isOwner).map((row) => row.email)).toEqual([ownerEmail]);
  });

  it("never lets an invitation reset an existing admin: not from another admin, not from the owner", async () => {
    const third = await sessionCookie(shop, "third@shop.test");
    const second = await sessionCookie(shop, "second@shop.test");
    const sessionsBefore = await sessionCount(shop, "third@shop.test");
    // Another admin "adds" an existing admin with an invitation: refused, no link made.
    const byAdmin = await post({ intent: "add-admin", email: "third@shop.test", invite: "on" }, second);
    expect(byAdmin.status).toBe(403);
    // The owner is refused too, with the reason.
    const byOwner = await post({ intent: "add-admin", email: "Third@Shop.test", invite: "on" });
    expect(byOwner.status).toBe(409);
    expect(byOwner.data.note?.description).toBe(
      "This address already has an account, so no invitation link is made: they sign in with their own password. A forgotten password is set again on the server with npm run admin.",
    );
    expect(await invitations()).toEqual([]);
    expect(await canSignIn("third@shop.test")).toBe(true);
    expect(await sessionCount(shop, "third@shop.test")).toBeGreaterThanOrEqual(sessionsBefore);
    expect(await signedInUser(shop.request("/admin", { cookie: third }), shop.context())).not.toBeNull();
    // An address with an account that is not on the list is neither invited nor added.
    await addAccount(shop, "outsider@shop.test");
    expect((await post({ intent: "add-admin", email: "outsider@shop.test", invite: "on" })).status).toBe(409);
    expect(await rows()).not.toContainEqual(expect.objectContaining({ email: "outsider@shop.test" }));
  });

  it("makes a link that only creates an account: once the address has one, the link does nothing", async () => {
    const made = await post({ intent: "add-admin", email: "newcomer@shop.test", invite: "on" });
    expect(made.data.note?.kind).toBe("success");
    const link = (made.data as { invitation?: { link: string } }).invitation?.link ?? "";
    const token = link.split("/invitation/")[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await addAccount(shop, "newcomer@shop.test");
    expect(await acceptInvitation(shop.context(), token, "the-attackers-chosen-secret")).toEqual({ ok: false, problem: "invalid" });
    expect(await canSignIn("newcomer@shop.test", "the-attackers-chosen-secret")).toBe(false);
    expect(await canSignIn("newcomer@shop.test")).toBe(true);
  });

  it("hands the role over only from the owner, after which the former owner changes nothing", async () => {
    const [second] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, "second@shop.test"));
    const handed = await post({ intent: "hand-over", id: second.id });
    expect(handed.data.note).toMatchObject({ kind: "success", title: "The shop has a new owner" });
    const owners = await shop.database.db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.isOwner, true));
    expect(owners).toEqual([{ email: "second@shop.test" }]);

    const [formerOwner] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, ownerEmail));
    expect(formerOwner).toMatchObject({ active: true, isOwner: false });
    expect((await post({ intent: "remove", id: second.id })).status).toBe(403);

    // The new owner may now remove the former one, who is an admin like the others.
    const newOwner = await sessionCookie(shop, "second@shop.test");
    expect((await post({ intent: "hand-over", id: formerOwner.id }, newOwner)).data.note?.kind).toBe("success");
    expect((await rows()).filter((row) => row.isOwner).map((row) => row.email)).toEqual([ownerEmail]);
  });

  it("is held by the database: never two owners, never an inactive one", async () => {
    await expect(
      shop.database.db.update(adminUsers).set({ isOwner: true }).where(eq(adminUsers.email, "third@shop.test")),
    ).rejects.toThrow();
    await expect(shop.database.db.update(adminUsers).set({ active: false }).where(eq(adminUsers.email, ownerEmail))).rejects.toThrow();
    expect((await rows()).filter((row) => row.isOwner)).toHaveLength(1);
  });
});

describe("the owner after a restore", () => {
  const engine = inject("testDb") === "postgres" ? "postgres" : "pglite";

  async function restoredShop(edit: (line: string) => string) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-owner-restore-"));
    const file = path.join(folder, "database.jsonl");
    const summary = await exportDatabase(shop.database.db, engine, file);
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").split("\n").map(edit).join("\n"));
    const restored = await createTestShop();
    await importDatabase(restored.database.db, file, summary);
    fs.rmSync(folder, { recursive: true, force: true });
    return restored;
  }

  it("keeps the backup's owner, and only they can remove an admin", async () => {
    const restored = await restoredShop((line) => line);
    try {
      const owners = await restored.database.db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.isOwner, true));
      expect(owners).toEqual([{ email: ownerEmail }]);
      const [owner] = await restored.database.db.select().from(adminUsers).where(eq(adminUsers.email, ownerEmail));
      const second = await sessionCookie(restored, "second@shop.test");
      const answer = await action({
        request: restored.request("/admin/users", { form: { intent: "remove", id: owner.id }, cookie: second }),
        context: restored.context(),
        params: {},
      } as never);
      expect((answer as unknown as { init?: ResponseInit }).init?.status).toBe(403);
      expect(await restored.database.db.select().from(adminUsers).where(eq(adminUsers.id, owner.id))).toHaveLength(1);
    } finally {
      await restored.close();
    }
  });

  it("makes the oldest active admin with an account the owner of a backup from before owners were stored", async () => {
    const withoutRoles = (line: string) => {
      if (!line.trim()) return line;
      const batch = JSON.parse(line) as { table: string; rows: Record<string, unknown>[] };
      if (batch.table !== "admin_users") return line;
      return JSON.stringify({ ...batch, rows: batch.rows.map(({ is_owner: _, ...row }) => row) });
    };
    const restored = await restoredShop(withoutRoles);
    try {
      expect(await restored.database.db.select().from(adminUsers).where(eq(adminUsers.isOwner, true))).toEqual([]);
      // As the next start does when ADMIN_EMAIL is not set.
      expect(await settleOwner(restored.database.db, undefined)).toBe(ownerEmail);
    } finally {
      await restored.close();
    }
  });
});
