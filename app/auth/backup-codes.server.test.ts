import { describe, expect, it } from "vitest";
import { backupCodeCount, hashBackupCode, hashedBackupCodeStorage, newBackupCodes } from "./backup-codes.server";

describe("backup codes", () => {
  it("are ten distinct codes of twelve unambiguous characters", () => {
    const codes = newBackupCodes();
    expect(codes).toHaveLength(backupCodeCount);
    expect(new Set(codes).size).toBe(backupCodeCount);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it("are compared whatever the case, spaces and dashes", () => {
    expect(hashBackupCode("secret", "ab2c-de3f-gh4j")).toBe(hashBackupCode("secret", " AB2C DE3F GH4J "));
    expect(hashBackupCode("secret", "ab2c-de3f-gh4j")).not.toBe(hashBackupCode("other secret", "ab2c-de3f-gh4j"));
  });

  it("are stored as keyed hashes only, and kept as they are when stored again", async () => {
    const storage = hashedBackupCodeStorage("secret");
    const codes = newBackupCodes();
    const stored = await storage.encrypt(JSON.stringify(codes));
    for (const code of codes) expect(stored).not.toContain(code.replace(/-/g, "").slice(0, 8));
    const hashes = JSON.parse(await storage.decrypt(stored)) as string[];
    expect(hashes).toContain(hashBackupCode("secret", codes[3]));
    expect(await storage.encrypt(JSON.stringify(hashes.slice(1)))).toBe(JSON.stringify(hashes.slice(1)));
  });
});
