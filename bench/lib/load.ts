/**
 * HTTP load for the benches: autocannon, a fixed number of keep-alive connections each sending its
 * next GET as soon as the last one is answered, for a fixed time. It runs in the bench's own
 * process, and the servers it measures each run in a process of their own (bench/lib/search-servers.ts),
 * so neither shares an event loop with what it measures. Latencies are taken per answer (not
 * autocannon's whole-millisecond histogram) so p99 can be compared with targets of a few ms.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requests: number;
  /** Answers other than 2xx, and requests that failed or timed out. */
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Bytes of the answers, headers included, per answer. */
  bytesPerAnswer: number;
  /** Every measured latency in ms, sorted. */
  latencies: readonly number[];
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function resultOf(latencies: number[], seconds: number, errors: number, bytes: number): LoadResult {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    seconds,
    rps: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    bytesPerAnswer: sorted.length === 0 ? 0 : bytes / sorted.length,
    latencies: sorted,
  };
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: options.url, headers: options.headers ?? {}, connections: options.connections, duration: options.seconds, timeout: 30 }, (error, result) => {
      if (error) reject(error);
      else resolve(resultOf(latencies, result.duration, errors, bytes));
    });
    instance.on('response', (_client, status, answerBytes, ms) => {
      if (status >= 200 && status < 300) {
        latencies.push(ms);
        bytes += answerBytes;
      } else errors += 1;
    });
    instance.on('reqError', () => {
      errors += 1;
    });
  });
}

/**
 * Runs measured apart, taken as one: their latencies together, their answers over their summed
 * time. A bench that alternates short runs of several loads (A, B, A, B…) exposes them all to the
 * same moments of a busy machine, so their ratio means something even when the machine is shared.
 */
export function combineLoads(results: readonly LoadResult[]): LoadResult {
  const latencies = results.flatMap((r) => r.latencies);
  const bytes = results.reduce((sum, r) => sum + r.bytesPerAnswer * r.requests, 0);
  return resultOf(
    latencies,
    results.reduce((sum, r) => sum + r.seconds, 0),
    results.reduce((sum, r) => sum + r.errors, 0),
    bytes,
  );
}
