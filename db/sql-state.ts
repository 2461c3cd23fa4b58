/*
 * The database decides what two admins racing each other cannot: a slug taken meanwhile, a category
 * or author removed meanwhile. Its answer is read from the error's SQLSTATE, which node-postgres and
 * PGlite both set as `code`, however deep Drizzle wrapped it.
 */

export const uniqueViolation = "23505";
export const foreignKeyViolation = "23503";

/** The SQLSTATE of a database error, if the error came from the database. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
