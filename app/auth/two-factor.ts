/** Two-factor facts the security page shows (computed in two-factor.server.ts). */
export type TwoFactorStatus = { enabled: boolean; backupCodesLeft: number };

export type EnrolmentPicture = {
  /** The base32 secret, as the authenticator and the confirming form take it. */
  secret: string;
  /** The same, in groups of four for typing by hand. */
  secretText: string;
  qrSvg: string;
};

/** The shop's rule on two-step verification (back-office-access.server.ts). */
export type TwoFactorRule = {
  required: boolean;
  /** The owner's choice; null: the default applies. */
  chosen: boolean | null;
  /** Required once the shop is served over https. */
  requiredByDefault: boolean;
};

/**
 * What an admin still has to do before the rest of the back office opens
 * (docs/product/access.md#first-steps): set their own password, then turn on two-step
 * verification if the shop requires it. Null: nothing.
 */
export type PendingStep = "own-password" | "two-factor" | null;
