/** One of the admin's sessions as the security page lists it. */
export type ActiveSession = {
  id: string;
  current: boolean;
  signedInAt: string;
  lastActiveAt: string;
  userAgent: string;
  ipAddress: string;
};
