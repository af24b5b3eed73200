/**
 * A small HTTP load generator for the benches: a fixed number of GET requests with a fixed number in
 * flight, sent from a worker thread so the client does not share the event loop of the server it
 * measures. Answers latency percentiles and requests per second.
 */
import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  /** URLs to request, used in turn. */
  urls: readonly string[];
  headers?: Record<string, string>;
  requests: number;
  concurrency: number;
  /** Requests sent first and not measured (JIT, caches, keep-alive connections). */
  warmup?: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Every measured latency in ms, sorted. */
  latencies: readonly number[];
}

// Plain JavaScript: a worker evaluated from source runs without the TypeScript loader.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { urls, headers, requests, concurrency, warmup } = workerData;
async function run(count) {
  const latencies = new Float64Array(count);
  let next = 0;
  let errors = 0;
  async function lane() {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const started = performance.now();
      try {
        const response = await fetch(urls[i % urls.length], { headers });
        await response.arrayBuffer();
        if (response.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies[i] = performance.now() - started;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { latencies: Array.from(latencies), seconds: (performance.now() - started) / 1000, errors };
}
(async () => {
  if (warmup > 0) await run(warmup);
  parentPort.postMessage(await run(requests));
})();
`;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const workerData = { urls: options.urls, headers: options.headers ?? {}, requests: options.requests, concurrency: options.concurrency, warmup: options.warmup ?? 0 };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData });
    worker.once('error', reject);
    worker.once('message', (message: { latencies: number[]; seconds: number; errors: number }) => {
      const sorted = [...message.latencies].sort((a, b) => a - b);
      resolve({
        requests: options.requests,
        errors: message.errors,
        seconds: message.seconds,
        rps: options.requests / message.seconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        latencies: sorted,
      });
      void worker.terminate();
    });
  });
}

/**
 * Runs measured apart, taken as one: their latencies together, their requests over their summed
 * time. A bench that alternates short runs of two loads (A, B, A, B…) exposes both to the same
 * moments of a busy machine, so their ratio means something even when the machine is shared.
 */
export function combineLoads(results: readonly LoadResult[]): LoadResult {
  const sorted = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  return {
    requests,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    seconds,
    rps: requests / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    latencies: sorted,
  };
}
