/**
 * Keeps one of Node's `process.nextTick` records alive for as long as the process runs
 * (docs/decisions/0100).
 *
 * Each `process.nextTick` call builds a small record whose hidden class V8 reaches from the plain
 * object's through a transition that V8 holds weakly. When a full garbage collection finds no
 * record alive, that class is dropped and the next call builds a new one. On Node 20, after a few
 * of these, the store site in `nextTick` stops expecting any one class: from then on every
 * `process.nextTick`, about ten per answered request, goes through V8's runtime and makes a new
 * class, about five times its normal cost. A shop's start (the database, the first renders) runs
 * many full collections; a record kept alive from the first moment keeps the class, and the site
 * stays fast.
 */
import { executionAsyncResource } from "node:async_hooks";

const kept: object[] = [];

/** Call once, first thing in the process, before anything has run a garbage collection. */
export function keepTickShape(): void {
  // Inside a tick's callback, the running resource is that tick's own record.
  process.nextTick(() => kept.push(executionAsyncResource()));
}
