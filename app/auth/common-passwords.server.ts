let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The list, read the first time a password is set. Its module holds several megabytes of words,
 * which a shop that is only browsed would carry for nothing (docs/decisions/0101).
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"]));
  return commonPasswords;
}

/** Characters people put around a common word to pass a rule: digits, symbols, spaces. */
const padding = /^[\d\W_]+|[\d\W_]+$/g;

/**
 * True for a password from the list of the most common ones (about 50 000, from public leaks),
 * also when it is one of them repeated or padded with digits and symbols ("Summer2024!!!").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await loadCommonPasswords();
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const core = lower.replace(padding, "");
  if (core === "" || common.has(core)) return true;
  // The same short word typed several times ("passwordpassword").
  const repeated = /^(.+?)\1+$/.exec(core);
  return repeated !== null && (repeated[1].length < 4 || common.has(repeated[1]));
}
