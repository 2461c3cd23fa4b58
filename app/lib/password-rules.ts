/** Password length limits for every account, checked in the browser and again on the server. */
export const passwordMinLength = 12;
/** Longer inputs are refused before hashing, so a huge password cannot tie up the server. */
export const passwordMaxLength = 128;

/** Why the server refuses a new password (app/auth/accounts.server.ts), as the message every form shows for it. */
export const passwordProblemKey = {
  tooShort: "admin.users.errors.passwordTooShort",
  tooLong: "admin.users.errors.passwordTooLong",
  common: "admin.users.errors.passwordCommon",
} as const;
