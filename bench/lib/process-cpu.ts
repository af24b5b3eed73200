/**
 * CPU time of a process and its children as Linux counts them (`/proc/PID/stat`, user + system), in
 * milliseconds: what a throw-away PostgreSQL's postmaster, backends and workers spent, which the
 * bench's own `process.cpuUsage()` does not see. Only live children count: read it around a
 * window in which the backends stay connected (a pool's connections do).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Clock ticks per second of `/proc`'s CPU fields. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** [parent pid, user + system ticks] of one process, or null once it is gone. */
function statOf(pid: number): [number, number] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces: the fields after it start past its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return [Number(fields[1]), Number(fields[11]) + Number(fields[12])];
  } catch {
    return null;
  }
}

/** Milliseconds of CPU `pid` and its live children have used so far. */
export function treeCpuMs(pid: number): number {
  let ticks = statOf(pid)?.[1] ?? 0;
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    if (!Number.isInteger(child) || child === pid) continue;
    const stat = statOf(child);
    if (stat && stat[0] === pid) ticks += stat[1];
  }
  return (ticks * 1000) / TICKS;
}
