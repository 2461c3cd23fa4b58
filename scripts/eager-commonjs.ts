/**
 * React and react-dom are published as CommonJS, which the bundler wraps, module by module, in an
 * arrow function that runs when the module is first required: on every page, as the scripts start.
 * V8 compiles a function only when it is first called, on the main thread, unless it is written as a
 * parenthesised `function` expression, which it takes as about to be called and compiles as the file
 * arrives, on a background thread. react-dom's client is one such function of 200 kB: compiled
 * lazily, its first call was a task of 50–86 ms on the phone profile. Each wrapper is therefore
 * written as a `function` expression (docs/decisions/0097). The two mean the same here: a module's
 * code runs in strict mode and the wrapper is called with no receiver, so `this` is undefined either
 * way, and a CommonJS module's own `arguments` would fail at the top of an ES module anyway.
 */
import type { Plugin } from "vite";

/** The bundler's wrapper around a CommonJS module's code, as its output names it before minifying. */
const commonJsWrapper = /(__commonJS(?:Min)?\(\()\(([\w$, ]*)\) => \{/g;

/** A chunk's code with each CommonJS wrapper written as a `function` expression, and how many there were. */
export function eagerCommonJsWrappers(code: string): { code: string; wrappers: number } {
  let wrappers = 0;
  const eager = code.replace(commonJsWrapper, (_, call: string, parameters: string) => {
    wrappers += 1;
    return `${call}function(${parameters}) {`;
  });
  return { code: eager, wrappers };
}

/**
 * The build's side: every chunk of the browser's build. Fails the build when the chunk that holds
 * React has no wrapper left to rewrite, so that a bundler writing its wrappers otherwise is noticed
 * rather than the phone's first task silently growing back.
 */
export function eagerCommonJs(options: { mustFindIn: string }): Plugin {
  return {
    name: "eager-commonjs",
    apply: "build",
    renderChunk(code, chunk) {
      const { code: eager, wrappers } = eagerCommonJsWrappers(code);
      if (chunk.name === options.mustFindIn && wrappers === 0) {
        throw new Error(`eager-commonjs: no CommonJS wrapper found in the ${chunk.name} chunk; the bundler's output has changed`);
      }
      return wrappers === 0 ? null : { code: eager, map: null };
    },
  };
}
