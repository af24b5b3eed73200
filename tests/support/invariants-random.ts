/**
 * A small seeded random source (mulberry32) for the invariant run: every choice a client makes comes
 * from it, so a failing run is replayed by its seed (the interleaving of the clients still varies).
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** An amount of money in [min, max] with cents. */
  amount(min: number, max: number): number;
}

export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[int(0, list.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    amount: (min, max) => int(Math.round(min * 100), Math.round(max * 100)) / 100,
  };
}

/** One of `options`, each as likely as its weight. */
export function pickWeighted<T extends { weight: number }>(rng: Rng, options: readonly T[]): T {
  const total = options.reduce((sum, o) => sum + o.weight, 0);
  let at = rng.next() * total;
  for (const option of options) {
    at -= option.weight;
    if (at < 0) return option;
  }
  const last = options.at(-1);
  if (!last) throw new Error('no options to pick from');
  return last;
}

/** The seed of this run: `INVARIANTS_SEED` when set (to replay a failure), else a fresh one. */
export function runSeed(): number {
  const fixed = process.env.INVARIANTS_SEED;
  if (fixed !== undefined && fixed !== '') return Number(fixed) >>> 0;
  return (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) >>> 0;
}
