/** Password length limits for every account, checked in the browser and again on the server. */
export const passwordMinLength = 12;
/** Longer inputs are refused before hashing, so a huge password cannot tie up the server. */
export const passwordMaxLength = 128;
