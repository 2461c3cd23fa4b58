import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { createPglite } from "~db/pglite";

describe.runIf(inject("testDb") === "pglite")("the embedded database client", () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await createPglite();
  });
  afterAll(() => client.close());
  afterEach(() => vi.restoreAllMocks());

  const dated = sql`SELECT timestamptz '2026-11-25 10:00:00+00' AS at, date '2026-11-25' AS day,
    interval '90 minutes' AS span, ARRAY[timestamp '2026-11-25 10:00'] AS ats, 2::int AS n, true AS yes`;

  it("gives Drizzle dates, times and intervals as written, from its own parsers rather than a copy per query", async () => {
    const sent = vi.spyOn(PGlite.prototype, "query");
    const result = await drizzle(client).execute(dated);
    expect(result.rows).toEqual([
      { at: "2026-11-25 10:00:00+00", day: "2026-11-25", span: "01:30:00", ats: '{"2026-11-25 10:00:00"}', n: 2, yes: true },
    ]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]![2]).toMatchObject({ rowMode: "object" });
    expect(sent.mock.calls[0]![2]!.parsers).toBeUndefined();
  });

  it("still applies parsers a query brings beyond those", async () => {
    const result = await client.query<{ n: unknown; at: unknown }>("SELECT 2::int AS n, timestamptz '2026-11-25 10:00:00+00' AS at", [], {
      parsers: { [types.INT4]: (value: string) => `#${value}` },
    });
    expect(result.rows).toEqual([{ n: "#2", at: "2026-11-25 10:00:00+00" }]);
  });
});
