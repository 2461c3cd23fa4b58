import { createHmac, randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
const codeLength = 12;
export const backupCodeCount = 10;

const hashPrefix = "hmac-sha256:";

/** Ten fresh codes, shown as `abcd-efgh-jkmn` (about 59 bits each). */
export function newBackupCodes(): string[] {
  return Array.from({ length: backupCodeCount }, () => {
    const chars = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join("");
    return chars.match(/.{4}/g)!.join("-");
  });
}

/** What is stored for a code, and what a typed code is compared as: case, spaces and dashes do not matter. */
export function hashBackupCode(secret: string, code: string): string {
  const canonical = code.toLowerCase().replace(/[^a-z0-9]/g, "");
  return hashPrefix + createHmac("sha256", secret).update(canonical).digest("hex");
}

/**
 * Storage for the two-factor library's backup codes: it hands over a JSON list of codes and keeps
 * the result; we keep only keyed hashes, so the table never holds a usable code. The library
 * compares and removes entries of the list as they are, so a code typed at sign-in is hashed the
 * same way before it is handed over.
 */
export function hashedBackupCodeStorage(secret: string) {
  return {
    async encrypt(json: string): Promise<string> {
      const codes = JSON.parse(json) as string[];
      return JSON.stringify(codes.map((code) => (code.startsWith(hashPrefix) ? code : hashBackupCode(secret, code))));
    },
    async decrypt(stored: string): Promise<string> {
      return stored;
    },
  };
}
