/**
 * The shop's log: one JSON line per request at `info` (README, LOG_LEVEL) and whatever else the
 * shop reports, on standard output (docs/decisions/0080).
 */
import pino, { type Logger } from "pino";

/**
 * Lines are gathered while a write is under way and written together, off the event loop, instead
 * of a blocking write per line on it, which under load was a system call for every request. pino
 * writes out what is gathered, synchronously, when the process exits, by `process.exit` or an
 * uncaught error alike. Nothing waits for a size to be reached (`minLength: 0`), so a quiet shop's
 * lines still appear as they happen.
 */
export function shopLog(level: string, fd = 1): Logger {
  return pino({ level, base: undefined }, pino.destination({ fd, sync: false, minLength: 0 }));
}
