import vm from "node:vm";
import type { RenderedChunk } from "rolldown";
import { describe, expect, it } from "vitest";
import { eagerCommonJs, eagerCommonJsWrappers } from "./eager-commonjs";

/** What the bundler writes for two CommonJS modules, one requiring the other, before minifying. */
const chunk = `import { n as __toESM, t as __commonJSMin } from "./rolldown-runtime.js";

// node_modules/counter/index.js
var require_counter = /* @__PURE__ */ __commonJSMin(((exports) => {
\tlet count = 0;
\texports.next = () => ++count;
\texports.self = typeof this;
}));

// node_modules/greeter/index.js
var require_greeter = /* @__PURE__ */ __commonJSMin(((exports, module) => {
\tconst counter = require_counter();
\tmodule.exports = (name) => \`\${name} #\${counter.next()}\`;
}));
const keep = ((a) => { return a; })(1);
`;

/** The bundler's runtime helper, as it calls a wrapper: once, with no receiver. */
const runtime = "const __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);";

function run(code: string) {
  const body = code.replace(/^import .*$/m, "");
  const context = vm.createContext({});
  // Strict, with no `this` at the top, as an ES module's code runs.
  const module = `(function () { "use strict"; ${runtime}${body}\nreturn { greet: require_greeter(), counter: require_counter(), keep }; }).call(undefined)`;
  return vm.runInContext(module, context) as {
    greet: (name: string) => string;
    counter: { self: string };
    keep: number;
  };
}

describe("eagerCommonJsWrappers", () => {
  it("writes each CommonJS wrapper as a function expression, and nothing else", () => {
    const { code, wrappers } = eagerCommonJsWrappers(chunk);
    expect(wrappers).toBe(2);
    expect(code).toContain("__commonJSMin((function(exports) {");
    expect(code).toContain("__commonJSMin((function(exports, module) {");
    expect(code).not.toContain("=> {\n\tlet count");
    // An arrow that is not a module's wrapper stays as it was.
    expect(code).toContain("const keep = ((a) => { return a; })(1);");
  });

  it("leaves the modules doing what they did", () => {
    const before = run(chunk);
    const after = run(eagerCommonJsWrappers(chunk).code);
    expect([after.greet("Anna"), after.greet("Luca")]).toEqual([before.greet("Anna"), before.greet("Luca")]);
    expect(after.greet("Zoe")).toBe("Zoe #3");
    expect(after.counter.self).toBe(before.counter.self);
    expect(after.keep).toBe(1);
  });

  it("finds nothing to do in a chunk without CommonJS", () => {
    expect(eagerCommonJsWrappers("export const a = () => 1;")).toEqual({ code: "export const a = () => 1;", wrappers: 0 });
  });
});

describe("eagerCommonJs", () => {
  const renderChunk = (code: string, name: string) => {
    const hook = eagerCommonJs({ mustFindIn: "framework" }).renderChunk as (code: string, chunk: RenderedChunk) => unknown;
    return hook.call({}, code, { name } as RenderedChunk);
  };

  it("fails the build when React's chunk has no wrapper to rewrite", () => {
    expect(() => renderChunk("export const a = () => 1;", "framework")).toThrow(/no CommonJS wrapper found in the framework chunk/);
  });

  it("passes other chunks without CommonJS through untouched", () => {
    expect(renderChunk("export const a = () => 1;", "home")).toBeNull();
    expect(renderChunk(chunk, "home")).toEqual({ code: eagerCommonJsWrappers(chunk).code, map: null });
  });
});
