import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUsers, user } from "~db/schema";
import { signedInUser } from "~/auth/session.server";
import { action, loader } from "~/routes/admin/users";
import { ownerRowId } from "~/admin/admin-users.server";
import { addAccount, createTestShop, ownerEmail, password, sessionCookie, type TestShop } from "./admin-support";

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
  it("lists the owner first, protected, then the others newest first", async () => {
    const admins = await list();
    expect(admins[0]).toMatchObject({ id: ownerRowId, email: ownerEmail, isOwner: true, active: true });
    expect(admins.slice(1).map((row) => row.email)).toEqual(["new.admin@shop.test"]);
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

  it("never deactivates or removes the owner, nor lets an admin remove themselves", async () => {
    await shop.database.db.insert(adminUsers).values({ email: "self@shop.test" });
    await addAccount(shop, "self@shop.test");
    const selfCookie = await sessionCookie(shop, "self@shop.test");
    const [selfRow] = await shop.database.db.select().from(adminUsers).where(eq(adminUsers.email, "self@shop.test"));
    const before = await rows();

    const forms: Record<string, string>[] = [
      { intent: "set-active", id: ownerRowId, active: "false" },
      { intent: "remove", id: ownerRowId },
    ];
    for (const form of forms) {
      const answer = await post(form, selfCookie);
      expect(answer.status).toBe(409);
      expect(answer.data.note?.description).toBe("The owner is always an admin.");
    }
    const self = await post({ intent: "remove", id: selfRow.id }, selfCookie);
    expect(self.data.note?.description).toBe("You cannot change your own admin rights.");
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

describe("the owner's address", () => {
  it("can never be created from the back office, even before the owner's account exists", async () => {
    const other = await createTestShop();
    try {
      await addAccount(other, "helper@shop.test", { active: true });
      const helper = await sessionCookie(other, "helper@shop.test");
      const result = await action({
        request: other.request("/admin/users", {
          form: { intent: "create-user", email: " Owner@Shop.TEST ", password: "the-helpers-own-long-secret" },
          cookie: helper,
        }),
        context: other.context(),
        params: {},
      } as never);
      const wrapped = result as unknown as { data: Answer["data"]; init?: ResponseInit };
      expect(wrapped.init?.status).toBe(403);
      expect(wrapped.data.create?.error?.email).toEqual(["admin.users.errors.ownerAddress"]);
      expect(await other.database.db.select().from(user).where(eq(user.email, ownerEmail))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
