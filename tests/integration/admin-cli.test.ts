import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type Database } from "~db/client";
import { adminUsers, signInThrottle } from "~db/schema";
import type { AdminIdentity } from "~/context";
import { adminRoleOf } from "~/auth/admin-rule.server";
import { removeAdminUser } from "~/auth/admin-users.server";
import { createShopAuth } from "~/auth/auth.server";
import { loadConfig } from "~/config.server";
import { createEmptyDatabase } from "../support/postgres-server";
import { repoRoot } from "../support/shop-server";
import { ownerEmail, password } from "./admin-support";

/** `npm run admin -- create --email E`, run as the owner would, on either database. */

let dataDir = "";
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cli-"));
  if (inject("testDb") === "postgres") {
    const empty = await createEmptyDatabase(inject("postgresUrl"));
    databaseUrl = empty.url;
    dropDatabase = empty.drop;
  }
  // The command works on a shop that has started once (its database exists).
  await (await openDatabase({ dataDir, databaseUrl })).close();
});
afterAll(async () => {
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function admin(args: string[], input: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    cwd: repoRoot,
    input,
    encoding: "utf8",
    timeout: 60_000,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      ADMIN_EMAIL: ownerEmail,
      ADMIN_PASSWORD: "",
      ...env,
    },
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

/** Opens the shop's database between two runs of the command (the embedded one serves one process). */
async function withShop<T>(
  use: (db: Database, signIn: (email: string, pass: string) => Promise<boolean>) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ dataDir, databaseUrl });
  try {
    const config = loadConfig({ ADMIN_EMAIL: ownerEmail, DATA_DIR: dataDir });
    const auth = await createShopAuth({ db: handle.db, config, log: pino({ level: "silent" }) });
    const signIn = (email: string, pass: string) =>
      auth.api.signInEmail({ body: { email, password: pass } }).then(
        () => true,
        () => false,
      );
    return await use(handle.db, signIn);
  } finally {
    await handle.close();
  }
}

describe("npm run admin", () => {
  it("creates the owner's account from a password it does not echo", async () => {
    const run = admin(["create", "--email", ownerEmail], `${password}\n`);
    expect(run.out).toContain(`Created the account ${ownerEmail}, the owner.`);
    expect(run.out).not.toContain(password);
    expect(run.code).toBe(0);
    expect(await withShop((_, signIn) => signIn(ownerEmail, password))).toBe(true);
  });

  it("resets a forgotten password", async () => {
    const run = admin(["create", "--email", ownerEmail], "another-unusual-secret\n");
    expect(run.out).toContain(`New password set for ${ownerEmail}`);
    await withShop(async (_, signIn) => {
      expect(await signIn(ownerEmail, password)).toBe(false);
      expect(await signIn(ownerEmail, "another-unusual-secret")).toBe(true);
    });
  });

  it("refuses a weak password and changes nothing", async () => {
    const run = admin(["create", "--email", "helper@shop.test"], "password1234\n");
    expect(run.code).toBe(1);
    expect(run.out).toContain("too common");
    expect(await withShop((_, signIn) => signIn("helper@shop.test", "password1234"))).toBe(false);
  });

  it("makes another address an active admin", async () => {
    expect(admin(["create", "--email", "Helper@Shop.test"], `${password}\n`).code).toBe(0);
    const rows = await withShop((db) => db.select().from(adminUsers).where(eq(adminUsers.email, "helper@shop.test")));
    expect(rows).toMatchObject([{ active: true }]);
  });

  it("says where to sign in: where the shop last listened, or PUBLIC_URL", () => {
    // As `PORT=8080 npm start` leaves it: the command itself is run without PORT.
    fs.writeFileSync(path.join(dataDir, "shop-address"), "http://localhost:8080\n");
    try {
      expect(admin(["create", "--email", "port@shop.test"], `${password}\n`, { PORT: "" }).out).toContain("Sign in at http://localhost:8080/auth");
      expect(admin(["create", "--email", "url@shop.test"], `${password}\n`, { PUBLIC_URL: "https://shop.example" }).out).toContain(
        "Sign in at https://shop.example/auth",
      );
    } finally {
      fs.rmSync(path.join(dataDir, "shop-address"));
    }
  });

  it("unlocks an account: every failure counted against it is forgotten, other accounts' stay", async () => {
    const keys = [`account:${ownerEmail}`, `pair:${ownerEmail}|198.51.100.9`, `device:${ownerEmail}|abc`, "account:helper@shop.test", "address:198.51.100.9"];
    await withShop((db) =>
      db.insert(signInThrottle).values(
        keys.map((key) => ({ key, attempts: 9, windowStartedAt: new Date(), lockedUntil: new Date(Date.now() + 600_000) })),
      ),
    );
    const run = admin(["unlock", "--email", ownerEmail.toUpperCase()], "");
    expect(run.out).toContain(`${ownerEmail} can sign in again at once`);
    expect(run.code).toBe(0);
    const left = await withShop((db) => db.select({ key: signInThrottle.key }).from(signInThrottle));
    expect(left.map(({ key }) => key).sort()).toEqual(["account:helper@shop.test", "address:198.51.100.9"]);
  });

  it("explains its use when the arguments are wrong", () => {
    const run = admin(["create"], "");
    expect(run.code).toBe(1);
    expect(run.out).toContain("npm run admin -- create --email");
  });

  it.runIf(inject("testDb") === "pglite")("says to stop the shop while it holds the embedded database", async () => {
    await withShop(async () => {
      const run = admin(["create", "--email", ownerEmail], `${password}\n`);
      expect(run.code).toBe(1);
      expect(run.out).toContain("Stop the shop, run this command, then start the shop again.");
    });
  });
});

describe("npm run admin on a shop without ADMIN_EMAIL (docs/product/access.md#owner-account)", () => {
  let shopDir = "";
  let shopUrl: string | undefined;
  let dropShop: (() => Promise<void>) | undefined;
  const owner = "maria@shop.test";
  const run = (args: string[], input = "") => admin(args, input, { DATA_DIR: shopDir, DATABASE_URL: shopUrl ?? "", ADMIN_EMAIL: "" });

  beforeAll(async () => {
    shopDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cli-owner-"));
    if (inject("testDb") === "postgres") {
      const empty = await createEmptyDatabase(inject("postgresUrl"));
      shopUrl = empty.url;
      dropShop = empty.drop;
    }
    await (await openDatabase({ dataDir: shopDir, databaseUrl: shopUrl })).close();
  });
  afterAll(async () => {
    await dropShop?.();
    fs.rmSync(shopDir, { recursive: true, force: true });
  });

  it("makes the first account of an empty shop its owner, and later ones admins", async () => {
    expect(run(["create", "--email", owner], `${password}\n`).out).toContain(`Created the account ${owner}, the owner.`);
    expect(run(["create", "--email", "helper@shop.test"], `${password}\n`).out).toContain(
      `Created the account helper@shop.test, an active admin (the owner is ${owner}).`,
    );
    const listed = run(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${owner}  owner`);
    expect(listed.out).toContain("helper@shop.test  admin");
  });

  it("leaves the owner made this way beyond another admin's reach", async () => {
    const handle = await openDatabase({ dataDir: shopDir, databaseUrl: shopUrl });
    try {
      const config = loadConfig({ DATA_DIR: shopDir });
      const log = pino({ level: "silent" });
      const auth = await createShopAuth({ db: handle.db, config, log });
      expect(await adminRoleOf(handle.db, owner)).toBe("owner");
      expect(await adminRoleOf(handle.db, "helper@shop.test")).toBe("admin");
      const [ownerRow] = await handle.db.select().from(adminUsers).where(eq(adminUsers.email, owner));
      const helper = { id: "helper", email: "helper@shop.test", isOwner: false } as AdminIdentity;
      expect(await removeAdminUser({ db: handle.db, config, auth, log }, ownerRow.id, helper)).toEqual({ ok: false, problem: "notOwner" });
      expect(await handle.db.select().from(adminUsers).where(eq(adminUsers.email, owner))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
