import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { adminUsers } from "~db/schema";
import { checkAdminStatus } from "~/auth/admin-rule.server";
import { addAccount, createTestShop, ownerEmail, sessionCookie, type TestShop } from "./admin-support";

/**
 * docs/product/access.md#server-side-checks on the server: every loader and action of every admin route, found by walking the
 * route table, so that a route added later is covered without touching this test.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type AdminRoute = { url: string; file: string; index: boolean };

function adminRoutes(entries: RouteEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const url = [parent, entry.path].filter(Boolean).join("/");
    const own =
      url === "admin" || url.startsWith("admin/")
        ? [{ url: `/${url}`, file: entry.file, index: entry.index === true }]
        : [];
    return [...own, ...adminRoutes(entry.children ?? [], url)];
  });
}

const appDir = fileURLToPath(new URL("../../app", import.meta.url));
const found = adminRoutes(routes as RouteEntry[]);

type RouteModule = {
  default?: unknown;
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};

type Outcome = "passed" | "sent to /" | "401" | "403";

/** What the guard made of a call: it let it through, or refused it the way the route kind requires. */
function outcomeOf(result: unknown): Outcome {
  if (result instanceof Response) {
    if (result.status === 302 && result.headers.get("Location") === "/") {
      // docs/product/access.md#server-side-checks: "sent to / (history replaced)".
      expect(result.headers.get("X-Remix-Replace")).toBe("true");
      return "sent to /";
    }
    if (result.status === 401) return "401";
    if (result.status === 403) return "403";
  }
  const init =
    (result as { type?: string; init?: ResponseInit } | null)?.type === "DataWithResponseInit"
      ? (result as { init?: ResponseInit }).init
      : undefined;
  if (init?.status === 401) return "401";
  if (init?.status === 403) return "403";
  return "passed";
}

async function call(fn: (args: unknown) => Promise<unknown>, args: unknown): Promise<Outcome> {
  try {
    return outcomeOf(await fn(args));
  } catch (thrown) {
    return outcomeOf(thrown);
  }
}

let shop: TestShop;
const cookies: Record<string, string> = {};
const modules = new Map<string, RouteModule>();

type Identity = { name: string; cookie: () => string | undefined; admin: boolean; signedIn: boolean; origin?: string };
const identities: Identity[] = [
  { name: "the owner", cookie: () => cookies.owner, admin: true, signedIn: true },
  { name: "an active listed admin", cookie: () => cookies.active, admin: true, signedIn: true },
  { name: "an inactive listed admin", cookie: () => cookies.inactive, admin: false, signedIn: true },
  { name: "a signed-in non-admin", cookie: () => cookies.visitor, admin: false, signedIn: true },
  { name: "an anonymous visitor", cookie: () => undefined, admin: false, signedIn: false },
];

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  await addAccount(shop, "active@shop.test", { active: true });
  await addAccount(shop, "inactive@shop.test", { active: false });
  await addAccount(shop, "visitor@shop.test");
  // The database itself never lets the owner's row be inactive.
  await expect(shop.database.db.update(adminUsers).set({ active: false }).where(eq(adminUsers.email, ownerEmail))).rejects.toThrow();
  cookies.owner = await sessionCookie(shop, ownerEmail);
  cookies.active = await sessionCookie(shop, "active@shop.test");
  cookies.inactive = await sessionCookie(shop, "inactive@shop.test");
  cookies.visitor = await sessionCookie(shop, "visitor@shop.test");
  for (const route of found) modules.set(route.file, (await import(path.join(appDir, route.file))) as RouteModule);
});
afterAll(async () => {
  await shop?.close();
});

/** Every row of every table, to prove that a refused request wrote nothing. */
async function snapshot(): Promise<string> {
  const { rows } = (await shop.database.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of rows) {
    const content = (await shop.database.db.execute(
      sql.raw(`SELECT * FROM "${table_name}" ORDER BY 1`),
    )) as unknown as { rows: unknown[] };
    parts.push(`${table_name}:${JSON.stringify(content.rows)}`);
  }
  return parts.join("\n");
}

const argsFor = (url: string, identity: Identity, method: "GET" | "POST") => ({
  request: shop.request(url, {
    method,
    cookie: identity.cookie(),
    form: method === "POST" ? {} : undefined,
    headers: identity.origin ? { origin: identity.origin } : undefined,
  }),
  context: shop.context(),
  params: {},
});

describe("the admin route table", () => {
  it("has the back office of docs/product/back-office.md#back-office-pages, and a guarded loader for every admin page", () => {
    const urls = found.map((route) => route.url);
    for (const url of [
      "/admin",
      "/admin/items",
      "/admin/categories",
      "/admin/tags",
      "/admin/blog-categories",
      "/admin/authors",
      "/admin/articles",
      "/admin/users",
    ]) {
      expect(urls).toContain(url);
    }
    for (const route of found) {
      expect(modules.get(route.file)?.loader, `${route.file} needs a loader that calls requireAdmin`).toBeTypeOf(
        "function",
      );
    }
  });
});

describe.each(found)("$url ($file)", ({ url, file, index }) => {
  /** Pages (a component, or the index of one) send refused visitors to /; data endpoints answer 401/403. */
  const expected = (identity: Identity, module: RouteModule): Outcome => {
    if (identity.admin && !identity.origin) return "passed";
    if (module.default || index) return "sent to /";
    return identity.signedIn ? "403" : "401";
  };

  it.each(identities)("loader: $name", async (identity) => {
    const module = modules.get(file)!;
    expect(await call(module.loader!, argsFor(url, identity, "GET"))).toBe(expected(identity, module));
  });

  it.each([
    ...identities,
    { ...identities[0], name: "the owner, posting from another site", origin: "https://evil.example" },
  ])("action: $name", async (identity) => {
    const module = modules.get(file)!;
    if (!module.action) return;
    // docs/product/access.md#roles: the admin users page's writes and removing the demo content
    // (docs/product/back-office.md#removing-the-demo-content) are the owner's alone.
    const ownerOnlyPages = ["/admin/users", "/admin/settings/demo-content"];
    const ownerOnly = ownerOnlyPages.includes(url) && identity.admin && identity !== identities[0] && !identity.origin;
    const outcome = ownerOnly ? "403" : expected(identity, module);
    const before = outcome === "passed" ? "" : await snapshot();
    expect(await call(module.action, argsFor(url, identity, "POST"))).toBe(outcome);
    if (outcome !== "passed") expect(await snapshot()).toBe(before);
  });
});

describe("check_admin_status", () => {
  it.each(identities)("answers for $name", async (identity) => {
    expect(await checkAdminStatus(shop.request("/", { cookie: identity.cookie() }), shop.context())).toBe(
      identity.admin,
    );
  });
});
