/**
 * CPU time of each thread of this process as Linux counts it (`/proc/self/task/TID/stat`, user +
 * system), in seconds: a bench reads it around a window to tell the thread that writes from the
 * worker beside it and from V8's helpers (garbage collection, compilation). Empty elsewhere.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Thread id to CPU seconds used so far (clock ticks of 10 ms). */
export function threadCpu(): Map<number, number> {
  const threads = new Map<number, number>();
  try {
    for (const entry of readdirSync('/proc/self/task')) {
      try {
        const text = readFileSync(`/proc/self/task/${entry}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        threads.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / 100);
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    // Not Linux.
  }
  return threads;
}

/**
 * What each thread used between two readings: the main thread's, the busiest other one's (a worker
 * that started in between counts from 0), and the rest's sum. Threads that ended in between are lost.
 */
export function threadCpuBetween(before: Map<number, number>, after: Map<number, number>, main: number): { main: number; busiest: number; rest: number } {
  let busiest = 0;
  let rest = 0;
  for (const [tid, cpu] of after) {
    if (tid === main) continue;
    const used = cpu - (before.get(tid) ?? 0);
    if (used > busiest) {
      rest += busiest;
      busiest = used;
    } else rest += used;
  }
  return { main: (after.get(main) ?? 0) - (before.get(main) ?? 0), busiest, rest };
}
