/**
 * A small seeded random source (mulberry32) for the invariant run: every choice a client makes comes
 * from it, so a failing run is replayed by its seed (the interleaving of the clients still varies).
 */
import { seededRandom, type Random } from '../../src-server/setup/demo-history/random.js';

export interface Rng extends Random {
  /** An amount of money in [min, max] with cents. */
  amount(min: number, max: number): number;
}

/** The demo history's generator (one mulberry32 for the project), with amounts of money on top. */
export function seededRng(seed: number): Rng {
  const random = seededRandom(seed);
  return { ...random, amount: (min, max) => random.int(Math.round(min * 100), Math.round(max * 100)) / 100 };
}

/** One of `options`, each as likely as its weight. */
export function pickWeighted<T extends { weight: number }>(rng: Rng, options: readonly T[]): T {
  return rng.weighted(options, (o) => o.weight);
}

/** The seed of this run: `INVARIANTS_SEED` when set (to replay a failure), else a fresh one. */
export function runSeed(): number {
  const fixed = process.env.INVARIANTS_SEED;
  if (fixed !== undefined && fixed !== '') return Number(fixed) >>> 0;
  return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) >>> 0;
}
