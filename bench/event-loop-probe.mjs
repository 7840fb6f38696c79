// Preloaded into a server by bench/demo-history.ts (node --import): measures how long the main
// thread's event loop is blocked, and prints one line every 5 s on stderr:
//   [event-loop] {"t":…,"max":…,"p99":…,"mean":…}  (milliseconds, over those 5 s)
import { monitorEventLoopDelay } from 'node:perf_hooks';

const h = monitorEventLoopDelay({ resolution: 10 });
h.enable();
const started = Date.now();
const timer = setInterval(() => {
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.stderr.write(
    `[event-loop] ${JSON.stringify({ t: Math.round((Date.now() - started) / 1000), max: ms(h.max), p99: ms(h.percentile(99)), mean: ms(h.mean) })}\n`,
  );
  h.reset();
}, 5000);
timer.unref();
