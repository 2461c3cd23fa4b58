/** Two-factor facts the security page shows (computed in two-factor.server.ts). */
export type TwoFactorStatus = { enabled: boolean; backupCodesLeft: number };

export type EnrolmentPicture = {
  /** The base32 secret, as the authenticator and the confirming form take it. */
  secret: string;
  /** The same, in groups of four for typing by hand. */
  secretText: string;
  qrSvg: string;
};
