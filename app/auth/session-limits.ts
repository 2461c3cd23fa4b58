/**
 * A session ends after 12 hours without a request, and 7 days after sign-in in any case (the
 * library's expiry, auth.server.ts). The idle limit is kept on the server, from the session's
 * last activity, so the cookie never has to be sent again.
 */
export const sessionLimits = { idleSeconds: 12 * 60 * 60, absoluteSeconds: 7 * 24 * 60 * 60, activityStepSeconds: 5 * 60 };
