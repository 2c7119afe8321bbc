import { createRng } from '../../../core/packing/prng.ts';

/** Mulberry32 (shared with the packing engine), so the demo data is the same on every run. */
export const mulberry32 = createRng;

export interface Random {
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  chance(p: number): boolean;
  /** `n` distinct items in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  digits(n: number): string;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(items) {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [value, w] of items) {
        r -= w;
        if (r < 0) return value;
      }
      return items[items.length - 1][0];
    },
    chance: (p) => next() < p,
    sample(items, n) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
  };
}

/** Whole roubles as the wire and SQL numeric show money: '1500.00'. */
export function rub(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** Rounds to a step (rates end in tens of roubles). */
export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** 'yyyy-MM-dd' of a UTC date plus `days`. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An ISO timestamp in Moscow time (UTC+3) on `isoDate` at `H:mm` or `HH:mm`. */
export function moscowTime(isoDate: string, time: string): string {
  return new Date(`${isoDate}T${time.padStart(5, '0')}:00+03:00`).toISOString();
}

/**
 * `moscowTime`, but never later than `now`: a demo call, message or page visit dated today at a
 * random hour would otherwise lie in the future, and sort above everything a user (or a test)
 * does after the seed (CI met a demo message at 21:xx above a test's message sent at 21:02).
 */
export function pastMoscowTime(isoDate: string, time: string, now = new Date()): string {
  const at = moscowTime(isoDate, time);
  return new Date(at) > now ? now.toISOString() : at;
}

/** dd.MM.yyyy, as every date shown to a person. */
export function ruDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}.${m}.${y}`;
}
