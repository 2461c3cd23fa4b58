import { Writable } from "node:stream";
import pino from "pino";

/** A logger, at the shop's default level unless told, whose JSON lines the test reads back. */
export function capturedLog(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level }, sink), lines, text: () => JSON.stringify(lines) };
}
