/**
 * One slow step of a start, told in a line: on a terminal the line counts its seconds while the
 * step runs; elsewhere (a log file, a service manager) it is written once as the step begins. The
 * end says how long it took, so that a start that seems stuck can be told from one that is slow.
 */
export function startStep(doing: string, out: NodeJS.WriteStream = process.stdout): { end(done: string): void } {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  let timer: NodeJS.Timeout | undefined;
  if (out.isTTY) {
    const draw = () => out.write(`\r${doing} ${seconds()} s`);
    draw();
    timer = setInterval(draw, 1000);
    timer.unref();
  } else {
    out.write(`${doing}\n`);
  }
  return {
    end(done) {
      clearInterval(timer);
      out.write(`${out.isTTY ? "\r\x1b[K" : ""}${done} (${seconds()} s)\n`);
    },
  };
}
