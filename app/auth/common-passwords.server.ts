import { dictionary } from "@zxcvbn-ts/language-common";

let commonPasswords: Set<string> | undefined;

/** Characters people put around a common word to pass a rule: digits, symbols, spaces. */
const padding = /^[\d\W_]+|[\d\W_]+$/g;

/**
 * True for a password from the list of the most common ones (about 50 000, from public leaks),
 * also when it is one of them repeated or padded with digits and symbols ("Summer2024!!!").
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  const core = lower.replace(padding, "");
  if (core === "" || commonPasswords.has(core)) return true;
  // The same short word typed several times ("passwordpassword").
  const repeated = /^(.+?)\1+$/.exec(core);
  return repeated !== null && (repeated[1].length < 4 || commonPasswords.has(repeated[1]));
}
