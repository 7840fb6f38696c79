// Preloaded into a server by bench/demo-history.ts (node --import): measures how long the main
// thread's event loop is blocked, and prints one line every 5 s on stderr:
//   [event-loop] {"t":…,"max":…,"p99":…,"mean":…}  (milliseconds, over those 5 s)
// Worker threads inherit --import; their loops are busy by design (recognition, printing) and are
// left out.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const h = monitorEventLoopDelay({ resolution: 10 });
const started = Date.now();
if (isMainThread) h.enable();
const timer = setInterval(() => {
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  process.stderr.write(
    `[event-loop] ${JSON.stringify({ t: Math.round((Date.now() - started) / 1000), max: ms(h.max), p99: ms(h.percentile(99)), mean: ms(h.mean) })}\n`,
  );
  h.reset();
}, 5000);
timer.unref();
if (!isMainThread) clearInterval(timer);
