/**
 * `npm test`: every suite, in order — typecheck, lint, unit, integration on PGlite and on
 * PostgreSQL, then end-to-end in Chromium and in Firefox against a fresh production build.
 * Prints one summary and exits non-zero when anything failed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const reports = path.resolve(".test-reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

type Step = { name: string; command: string[]; env?: Record<string, string>; report?: "vitest" | "playwright" };
const bin = (name: string) => path.resolve("node_modules/.bin", name);
const vitest = (project: string, reportName: string) => [
  bin("vitest"),
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, `${reportName}.json`)}`,
];

const steps: Step[] = [
  { name: "typecheck", command: ["npm", "run", "-s", "typecheck"] },
  { name: "lint", command: ["npm", "run", "-s", "lint"] },
  { name: "unit", command: vitest("unit", "unit"), report: "vitest" },
  { name: "integration (PGlite)", command: vitest("integration", "integration-pglite"), env: { TEST_DB: "pglite" }, report: "vitest" },
  {
    name: "integration (PostgreSQL)",
    command: vitest("integration", "integration-postgres"),
    env: { TEST_DB: "postgres" },
    report: "vitest",
  },
  { name: "build", command: ["npm", "run", "-s", "build"] },
  {
    name: "e2e (Chromium)",
    command: [bin("playwright"), "test"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json") },
    report: "playwright",
  },
  // The shopper's and the owner's main flows again, in Firefox ESR over WebDriver BiDi.
  { name: "Firefox", command: vitest("firefox", "firefox"), report: "vitest" },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const results: string[] = [];
const failures: string[] = [];

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  const counts = countTests(step);
  failures.push(...failedTests(step));
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  } else if (!ok) {
    failed += 1;
  }
  results.push(`${ok ? "ok  " : "FAIL"} ${step.name} (${seconds} s)${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ""}`);
  if (!ok && counts && counts.failed === 0) failed += 1; // the runner failed without a failing test (e.g. a crash)
}

// Last, so that the end of the log says what failed and why.
if (failures.length) console.log(`\nFailed:\n${failures.join("\n")}`);
console.log(`\n${results.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);

function reportOf(step: Step) {
  const file =
    step.report === "vitest"
      ? path.join(reports, `${step.command.find((a) => a.startsWith("--outputFile.json="))!.split("/").pop()}`)
      : step.report === "playwright"
        ? path.join(reports, "e2e.json")
        : undefined;
  return file && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
}

/** Each failed test of the step: its name and the start of its error, without colour codes. */
function failedTests(step: Step): string[] {
  const json = reportOf(step);
  if (!json) return [];
  const brief = (name: string, message: string | undefined) =>
    `- ${step.name}: ${name}\n    ${stripVTControlCharacters(message ?? "").trim().split("\n").filter((line) => !/^\s+at /.test(line)).slice(0, 12).join("\n    ")}`;
  if (step.report === "vitest") {
    return json.testResults.flatMap((file: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }) =>
      file.assertionResults
        .filter((test) => test.status === "failed")
        .map((test) => brief(`${path.relative(process.cwd(), file.name)} › ${test.fullName}`, test.failureMessages[0])),
    );
  }
  type Suite = { suites?: Suite[]; specs?: { title: string; file: string; line: number; tests: { results: { status: string; error?: { message?: string } }[] }[] }[] };
  const found: string[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (last && last.status !== "passed" && last.status !== "skipped") {
          found.push(brief(`${spec.file}:${spec.line} › ${spec.title} (${last.status})`, last.error?.message));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  return found;
}

function countTests(step: Step): { passed: number; failed: number; skipped: number } | undefined {
  const json = reportOf(step);
  if (!json) return undefined;
  if (step.report === "vitest") {
    return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
  }
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
  };
}
