/** A small seeded generator, so the demo pictures come out the same on every import. */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** An independent generator whose numbers depend only on this one's seed and the label. */
  fork(label: string): Random;
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function seededRandom(seed: string): Random {
  let state = hash(seed);
  // mulberry32
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor((max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    fork: (label) => seededRandom(`${seed}/${label}`),
  };
}
