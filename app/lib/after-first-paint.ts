/**
 * The marks of what a page holds back until its first paint (docs/decisions/0020, 0077): unknown to browsers, so they neither fetch nor run
 * it; the script app/server/hydration-after-paint.server.ts adds to each page turns them back into
 * the real `rel` and `type` then.
 */

/** The `rel` of a module preload held back. */
export const heldModulePreloadRel = "modulepreload-after-paint";
/** The `rel` of any other preload held back. */
export const heldPreloadRel = "preload-after-paint";
/**
 * Where a held preload keeps its `as`: HTML allows `as` only beside `rel="preload"` or
 * `"modulepreload"`, so it waits in this attribute and moves back with the `rel`.
 */
export const heldPreloadAsAttribute = "data-as";
/**
 * React Router's module script held back is a plain-text data block, which browsers never run and
 * HTML allows (a data block's `type` must be a MIME type that is not JavaScript's)...
 */
export const heldModuleScriptType = "text/plain";
/** ...marked by this attribute, so that no other data block is mistaken for it. */
export const heldModuleScriptAttribute = "data-after-paint";
/** The attribute the root sets on `<html>` once React has taken the page over. */
export const hydratedAttribute = "data-hydrated";

