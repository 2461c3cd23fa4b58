/**
 * `npm run admin -- create --email E`: creates an admin account, or gives it a new password (a
 * forgotten one), asking for the password without showing it. The address is also made an active
 * admin, and the owner of a shop that has none (docs/product/access.md#owner-account).
 * `npm run admin -- list`: the admins, and which of them is the owner.
 * `npm run admin -- remove-two-factor --email E`: for a lost authenticator with no backup code left.
 * `npm run admin -- unlock --email E`: forgets the failed sign-ins counted against the account.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { asc, desc, eq } from "drizzle-orm";
import pino from "pino";
import { createOrResetAccount, userIdByEmail } from "~/auth/accounts.server";
import { createShopAuth } from "~/auth/auth.server";
import { unlockAccount } from "~/auth/sign-in-limits.server";
import { passwordAdvice, settleOwner } from "~/auth/owner.server";
import { ConfigError, loadConfig } from "~/config.server";
import { openDatabase } from "~db/client";
import { ownerOnlyUmask } from "~db/data-folder";
import { DataDirLockedError } from "~db/lock";
import { adminUsers, twoFactor, user } from "~db/schema";
import { shopAddress } from "~/server/shop-address.server";
import { ensureOwnAuthor } from "~/admin/authors/authors.server";
import { ownAuthorName } from "~/shop/shop-settings";
import { readShopSettings } from "~/shop/shop-settings.server";

const usage = `Usage:
  npm run admin -- create --email you@example.com             create the account, or set a new password
  npm run admin -- list                                       the admins, and which of them is the owner
  npm run admin -- remove-two-factor --email you@example.com  turn two-factor sign-in off for the account
  npm run admin -- unlock --email you@example.com             let the account sign in again at once, from anywhere`;

/** A refusal to print once the database is closed again. */
class Refusal extends Error {}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads a line without echoing it on a terminal; from a pipe, reads the next line as it is. */
async function readSecretLine(prompt: string, piped: string[] | undefined): Promise<string> {
  if (piped) return piped.shift() ?? "";
  process.stdout.write(prompt);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const done = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          done();
          return resolve(typed);
        }
        if (char === "\u0003") {
          done();
          return reject(new Refusal("Cancelled; nothing was changed."));
        }
        typed = char === "\u007f" ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on("data", onData);
  });
}

async function pipedLines(): Promise<string[] | undefined> {
  if (process.stdin.isTTY) return undefined;
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/);
}

const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  options: { email: { type: "string" } },
  allowPositionals: true,
});
const [command] = positionals;
const email = values.email?.trim().toLowerCase() ?? "";
const withEmail = ["create", "remove-two-factor", "unlock"].includes(command ?? "");
if (!(command === "list" || (withEmail && /^[^\s@]+@[^\s@]+$/.test(email)))) fail(usage);

if (fs.existsSync(path.join(process.cwd(), ".env"))) process.loadEnvFile(path.join(process.cwd(), ".env"));
// What this writes into the data folder is the shop's user's alone, as the shop's own files are.
process.umask(ownerOnlyUmask);
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "db"))) {
  fail(
    `There is no shop database in ${config.dataDir} yet: start the shop once (npm start), stop it, then run this again.`,
  );
}

let database;
try {
  database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
} catch (error) {
  if (error instanceof DataDirLockedError)
    fail(`${error.message}\nStop the shop, run this command, then start the shop again.`);
  throw error;
}

try {
  const auth = await createShopAuth({ db: database.db, config, log: pino({ level: "silent" }) });
  if (command === "create") {
    const lines = await pipedLines();
    const password = await readSecretLine(`Password for ${email} (at least 12 characters): `, lines);
    const again = lines ? password : await readSecretLine("The same password again: ", lines);
    if (password !== again) throw new Refusal("The two passwords differ; nothing was changed.");
    const result = await createOrResetAccount(auth, { email, password });
    if (!result.ok) throw new Refusal(`Nothing was changed: ${passwordAdvice[result.problem]}.`);
    await database.db
      .insert(adminUsers)
      .values({ email })
      .onConflictDoUpdate({ target: adminUsers.email, set: { active: true } });
    const owner = await settleOwner(database.db, config.adminEmail);
    if (owner) await ensureOwnAuthor(database.db, owner, ownAuthorName(await readShopSettings({ db: database.db, config })));
    const role = owner === email ? "the owner" : `an active admin (the owner is ${owner ?? "not chosen yet"})`;
    console.log(
      result.created
        ? `Created the account ${email}, ${role}. Sign in at ${shopAddress(config, Boolean(process.env.PUBLIC_URL))}/auth`
        : `New password set for ${email}, ${role}; its sessions have ended.`,
    );
  } else if (command === "list") {
    await settleOwner(database.db, config.adminEmail);
    const admins = await database.db
      .select({ email: adminUsers.email, active: adminUsers.active, isOwner: adminUsers.isOwner, account: user.id })
      .from(adminUsers)
      .leftJoin(user, eq(user.email, adminUsers.email))
      .orderBy(desc(adminUsers.isOwner), asc(adminUsers.email));
    if (admins.length === 0) console.log("No admins yet: create the owner's account with  npm run admin -- create --email <address>");
    for (const admin of admins) {
      const notes = [admin.isOwner ? "owner" : "admin", admin.active ? "" : "inactive", admin.account ? "" : "no account yet"];
      console.log(`${admin.email}  ${notes.filter(Boolean).join(", ")}`);
    }
  } else if (command === "unlock") {
    const cleared = await unlockAccount(database.db, email);
    console.log(
      cleared > 0
        ? `${email} can sign in again at once: its failed sign-ins are forgotten.`
        : `${email} had no failed sign-ins counted; nothing to unlock.`,
    );
  } else {
    const userId = await userIdByEmail(auth, email);
    if (!userId) throw new Refusal(`There is no account ${email}.`);
    const context = await auth.$context;
    await database.db.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await context.internalAdapter.updateUser(userId, { twoFactorEnabled: false });
    await context.internalAdapter.deleteUserSessions(userId);
    console.log(`Two-factor sign-in is off for ${email}; its sessions have ended.`);
  }
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
