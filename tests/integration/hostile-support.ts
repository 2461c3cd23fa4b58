import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { Database } from "~db/client";
import type { ShopContext } from "~/context";
import { addAccount, createTestShop, ownerEmail, sessionCookie, type TestShop } from "./admin-support";

/*
 * Hostile input for the property-based tests (hostile-*.test.ts): form fields and bodies an
 * attacker or a broken client could send, and a way to read any answer a route gives.
 */

/** Numbers written every way a form box can hold one, and several it should not. */
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  {
    weight: 3,
    arbitrary: fc.constantFrom("-1", "-0", "1.5", "0.001", "1e309", "-1e309", "NaN", "Infinity", "0x10", "99999999999999999999", "2147483648", "-2147483649", " 7 ", "1,5", ""),
  },
);

/** Text boxes: any code points (bad surrogates too), control characters, markup, and very long values. */
export const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 4, arbitrary: numberText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "\ud800",
      "\uffff\ufffe",
      "<script>window.__xss=1</script>",
      "'; DROP TABLE items; --",
      "../../etc/passwd",
      "on",
      "true",
      "false",
      "#zzzzzz",
      "/uploads/items/x.webp",
      "javascript:alert(1)",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(100_000), "é".repeat(60_000), "𝕏".repeat(30_000)) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** Form fields: mostly the form's own names (repeated ones too), some unknown ones. */
export function hostileFields(names: readonly string[], values: fc.Arbitrary<string> = hostileText) {
  const name = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...(names.length > 0 ? names : ["intent"])) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "images[0]", "lines[99999].qty", "lines[-1].qty", "a.b.c") },
  );
  return fc.array(fc.tuple(name, values), { maxLength: 14 });
}

export type HostileBody = { body: BodyInit; contentType: string | null; kind: string };

/**
 * A body carrying `fields` as a browser would send it, or broken: raw bytes that are not UTF-8,
 * another content type, a multipart body that does not parse.
 */
export function hostileBody(fields: fc.Arbitrary<[string, string][]>): fc.Arbitrary<HostileBody> {
  const form = "application/x-www-form-urlencoded";
  return fc.oneof(
    { weight: 6, arbitrary: fields.map((pairs) => ({ kind: "form", body: new URLSearchParams(pairs).toString(), contentType: form })) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ kind: "bytes", body: new Uint8Array(bytes), contentType: form })),
    },
    {
      weight: 1,
      arbitrary: fields.map((pairs) => ({ kind: "json", body: JSON.stringify(Object.fromEntries(pairs)), contentType: "application/json" })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
        kind: "multipart",
        body: new Uint8Array(bytes),
        contentType: "multipart/form-data; boundary=----x",
      })),
    },
    { weight: 1, arbitrary: fields.map((pairs) => ({ kind: "no type", body: new URLSearchParams(pairs).toString(), contentType: null })) },
  );
}

export type Answer = { status: number; data: unknown; threw: boolean };

/**
 * What a loader or action answered, as the server would send it: a Response or `data()` (returned
 * or thrown) gives its status; a plain value is a 200; any other thrown error is the 500 the
 * server would answer.
 */
export async function answerOf(call: () => unknown): Promise<Answer> {
  let result: unknown;
  let threw = false;
  try {
    result = await call();
  } catch (thrown) {
    result = thrown;
    threw = true;
    if (!(thrown instanceof Response) && (thrown as { type?: string })?.type !== "DataWithResponseInit") {
      return { status: 500, data: thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown), threw };
    }
  }
  if (result instanceof Response) {
    const text = await result.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: result.status, data: parsed, threw };
  }
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit } | null;
  if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, data: wrapped.data, threw };
  return { status: 200, data: result, threw };
}

/** The words a refusal shows: an error, a toast, or a field's message (translation keys count). */
export function messageOf(data: unknown): string | undefined {
  if (typeof data === "string") return data || undefined;
  if (!data || typeof data !== "object") return undefined;
  const value = data as Record<string, unknown>;
  // `problem`: the shopper's request page says it in words (app/orders/conversation/request-page.tsx).
  const candidates: unknown[] = [value.error, value.status === "failed" ? "failed" : undefined, value.problem];
  const note = value.note as { title?: string; description?: string } | undefined;
  candidates.push(note?.title, note?.description);
  for (const key of ["result", "submission", "add", "create"]) {
    const reply = value[key] as { error?: Record<string, string[] | null> | null } | undefined;
    candidates.push(...Object.values(reply?.error ?? {}).flatMap((messages) => messages ?? []));
  }
  if (Array.isArray(value.problems) && value.problems.length > 0) candidates.push("problems");
  return candidates.find((candidate): candidate is string => typeof candidate === "string" && candidate.trim() !== "");
}

/** Every row of every table except `ignored`, to prove that a refused request wrote nothing. */
export async function snapshot(db: Database, ignored: string[] = []): Promise<string> {
  const { rows } = (await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of rows) {
    if (ignored.includes(table_name)) continue;
    const content = (await db.execute(sql.raw(`SELECT * FROM "${table_name}" ORDER BY 1`))) as unknown as { rows: unknown[] };
    parts.push(`${table_name}:${JSON.stringify(content.rows)}`);
  }
  return parts.join("\n");
}

/** Run counts: a few seconds an endpoint on two cores; FAST_CHECK_RUNS raises them for a longer hunt. */
export const runs = (base: number) => ({ numRuns: Number(process.env.FAST_CHECK_RUNS ?? base) });

export type OwnerShop = { shop: TestShop; cookie: string; dataDir: string; context: ShopContext; close(): Promise<void> };

/** A test shop with the owner signed in, and a data folder of its own for uploads. */
export async function ownerShop(): Promise<OwnerShop> {
  const shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  const cookie = await sessionCookie(shop, ownerEmail);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hostile-"));
  const base = shop.context();
  return {
    shop,
    cookie,
    dataDir,
    context: { ...base, config: { ...base.config, dataDir } },
    async close() {
      await shop.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A form field name nested `depth` levels, as `lines[0][0]…[0]` or `a.b.…`. */
export const nestedName = (depth: number, style: "brackets" | "dots" = "brackets") =>
  style === "brackets" ? `lines${"[0]".repeat(depth)}` : `a${".b".repeat(depth)}`;

/** A URL-encoded body of `count` short fields. */
export const manyFields = (count: number, name = "x") => `${name}=1&`.repeat(count - 1) + `${name}=1`;

/** A multipart body of `count` text parts named by `name`. */
export function multipartOf(count: number, name: (index: number) => string = () => "x", boundary = "----bound") {
  const parts = Array.from({ length: count }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="${name(i)}"\r\n\r\n1\r\n`);
  return { body: `${parts.join("")}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Bodies built to cost the server: field names nested thousands of levels (brackets, dots, encoded
 * brackets), tens of thousands of fields, multipart with as many parts or without a boundary,
 * invalid UTF-8 in names and values, JSON, XML and text under every content type.
 */
export const adversarialBody: fc.Arbitrary<HostileBody> = (() => {
  const form = "application/x-www-form-urlencoded";
  const depth = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom(100, 3000, 20_000));
  const segment = fc.constantFrom("[0]", "[]", ".a", "%5B1%5D", "[x]", "[999999999999]", "[4294967294]", ".4294967294", "[1999]", "[2000]", ".7");
  const name = fc.oneof(
    depth.map((n) => nestedName(n)),
    depth.map((n) => nestedName(n, "dots")),
    fc.tuple(fc.string({ maxLength: 6 }), fc.array(segment, { maxLength: 40 })).map(([head, rest]) => head + rest.join("")),
  );
  const count = fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constantFrom(1999, 2000, 2001, 40_000, 85_000));
  const contentType = fc.constantFrom(
    form,
    `${form}; charset=utf-16`,
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "application/json",
    "text/plain",
    "application/xml",
  );
  // At most about 2 MB a body: enough to pass every limit, not so much that building it is the test.
  const within = (count: number, size: number) => Math.max(1, Math.min(count, Math.floor(2_000_000 / size)));
  return fc.oneof(
    fc.tuple(name, count).map(([n, c]) => ({ kind: "nested fields", body: manyFields(within(c, n.length + 3), n), contentType: form })),
    fc.tuple(count, name).map(([c, n]) => ({ kind: "multipart", ...multipartOf(within(c, n.length + 70), (i) => (i % 2 ? n.replace(/"/g, "") : "x")) })),
    fc.tuple(fc.uint8Array({ maxLength: 2000 }), contentType).map(([bytes, type]) => ({ kind: "bytes", body: new Uint8Array(bytes), contentType: type })),
    fc.tuple(fc.constantFrom("%FF%FE=%C0%AF", "a=%ED%A0%80", "%=%%&&&==&", "a[=1&a]=2&[[[=3"), contentType).map(([text, type]) => ({ kind: "broken encoding", body: text, contentType: type })),
    fc.tuple(fc.jsonValue(), contentType).map(([value, type]) => ({ kind: "json", body: JSON.stringify(value) ?? "null", contentType: type })),
    fc.tuple(count, contentType).map(([c, type]) => ({ kind: "many fields, any type", body: manyFields(c), contentType: type })),
  );
})();
