/**
 * The demo history's only source of chance: a seeded generator (mulberry32), so every load of the
 * demo writes the same history and a screenshot or a test sees the same figures.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  /** One of `list`, each as likely as its weight. */
  weighted<T>(list: readonly T[], weight: (item: T) => number): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[int(0, list.length - 1)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted<T>(list: readonly T[], weight: (item: T) => number): T {
      const total = list.reduce((sum, item) => sum + weight(item), 0);
      let left = next() * total;
      for (const item of list) {
        left -= weight(item);
        if (left < 0) return item;
      }
      return pick(list);
    },
  };
}
