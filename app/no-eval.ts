/**
 * Zod compiles object parsers with `new Function` when it may, and merely trying is reported as
 * a Content-Security-Policy violation (scripts run by nonce only, docs/decisions/0011). Imported
 * first by root.tsx, so it is set before any form's schema is built. It writes the object zod's
 * own `config({ jitless: true })` writes to, without bringing zod into every page's first load
 * (tests/e2e/headers.spec.ts fails if zod stops reading it).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
