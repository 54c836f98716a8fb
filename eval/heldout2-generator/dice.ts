/**
 * The generator's source of choices: sfc32 seeded through splitmix32, so a seed and a
 * document number give the same document on every machine.
 */
export interface Dice {
  /** A float in [0, 1). */
  next(): number;
  /** An integer from `low` to `high`, both included. */
  int(low: number, high: number): number;
  /** True with the given probability. */
  coin(probability?: number): boolean;
  one<T>(items: readonly T[]): T;
  /** `count` different items, in random order. */
  some<T>(items: readonly T[], count: number): T[];
}

function splitmix(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function dice(...seeds: number[]): Dice {
  const mix = splitmix(
    seeds.reduce((acc, seed) => Math.imul(acc ^ seed, 0x01000193) >>> 0, 0x811c9dc5),
  );
  let a = mix();
  let b = mix();
  let c = mix();
  let d = 1;
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const api: Dice = {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    coin: (probability = 0.5) => next() < probability,
    one: (items) => items[Math.floor(next() * items.length)]!,
    some(items, count) {
      const pool = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < count && pool.length > 0) {
        out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      }
      return out;
    },
  };
  return api;
}
