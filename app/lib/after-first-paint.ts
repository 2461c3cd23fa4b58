/**
 * The marks of what a page holds back until its first paint (docs/decisions/0020): unknown to
 * browsers, so they neither fetch nor run it; the script app/server/hydration-after-paint.server.ts
 * adds to each page turns them back into the real `rel` and `type` then.
 */

/** The `rel` of a module preload held back. */
export const heldModulePreloadRel = "modulepreload-after-paint";
/** The `rel` of any other preload held back. */
export const heldPreloadRel = "preload-after-paint";
/** The `type` of React Router's module script held back. */
export const heldModuleScriptType = "module-after-paint";
/** The attribute the root sets on `<html>` once React has taken the page over. */
export const hydratedAttribute = "data-hydrated";
