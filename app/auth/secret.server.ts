import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~db/client";
import { shopSecrets } from "~db/schema";

const secretName = "auth";

/**
 * The session-signing secret: AUTH_SECRET when set, else one generated on the first start and kept
 * in the database, so that restarts and other server processes on the same database sign alike.
 */
export async function loadAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(shopSecrets)
    .values({ name: secretName, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: shopSecrets.value }).from(shopSecrets).where(eq(shopSecrets.name, secretName));
  return row.value;
}
