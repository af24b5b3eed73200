/**
 * CPU profiles of the bench's own process (the server runs in it): `profiled(path, work)` samples
 * only while `work` runs, so a profile holds the measured rounds and not the setup's thousands of
 * stock adjustments. `summarise` sums a profile's self time by function and by file, the first
 * look at where a server's CPU goes: `npx tsx bench/lib/cpu-profile.ts FILE.cpuprofile [TOP]`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { dirname, relative } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Runs `work` with V8's sampling profiler on, then writes what it sampled to `path` (a .cpuprofile Chrome DevTools opens). */
export async function profiled<T>(path: string, work: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(profile));
    session.disconnect();
  }
}

/** Where a frame's code lives: a path under the repository, a package's name, or V8's own name for it. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage) return inPackage[1]!;
  if (path.startsWith('node:')) return path;
  return relative(process.cwd(), path);
}

/** Self time by function and by file, in milliseconds and shares of the sampled time (idle included in the total, shown apart). */
export function summarise(profile: Profile, top = 40): string {
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byNode.get(id)!.callFrame;
    total += ms;
    if (functionName === '(idle)') idle += ms;
    const place = placeOf(url);
    const name = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(place, (byFile.get(place) ?? 0) + ms);
  }
  const busy = total - idle;
  const table = (title: string, rows: Map<string, number>) =>
    [
      title,
      ...[...rows]
        .filter(([name]) => !name.startsWith('(idle)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([name, ms]) => `${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${name}`),
    ].join('\n');
  return [
    `sampled ${total.toFixed(0)} ms, idle ${idle.toFixed(0)} ms, busy ${busy.toFixed(0)} ms (shares below are of busy)`,
    table('by function (self):', byFunction),
    table('by file (self):', byFile),
  ].join('\n\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [file, top] = process.argv.slice(2);
  if (!file) throw new Error('usage: tsx bench/lib/cpu-profile.ts FILE.cpuprofile [TOP]');
  console.log(summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(top ?? 40)));
}
