import type { ExcerptDay } from '../../../core/ledger/ledger-contract.ts';
import { toKopecks } from '../../../core/money.ts';
import { type Period, periodDays } from './report-period.ts';

export const CHART = { width: 760, height: 220, left: 96, right: 8, top: 12, bottom: 28 } as const;

export interface ChartBar {
  date: string;
  total: string;
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
}

export interface ChartGeometry {
  bars: ChartBar[];
  /** Every day of the period with its slot centre: the axis labels. */
  ticks: { date: string; x: number; label: boolean }[];
  zeroY: number;
  /** The highest and lowest day totals (kopecks), drawn as the scale's ends. */
  max: bigint;
  min: bigint;
  yOf(kopecks: bigint): number;
}

/**
 * Where each day's bar goes. Totals are kopecks (bigint); they become floats only here, to scale
 * pixels, never to add up. The scale always holds zero, so a bar starts at the zero line.
 */
export function chartGeometry(period: Period, days: readonly ExcerptDay[]): ChartGeometry {
  const axis = periodDays(period);
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(axis.length, 1);
  const plot = CHART.height - CHART.top - CHART.bottom;
  const totals = days.map((d) => toKopecks(d.total));
  // Math.max and Math.min take numbers, not bigints: the scale's ends are found by sorting.
  const sorted = [0n, ...totals].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  const range = Number(max - min) || 1;
  const yOf = (k: bigint) => CHART.top + (Number(max - k) / range) * plot;
  const zeroY = yOf(0n);
  const index = new Map(axis.map((d, i) => [d, i]));
  const step = axis.length > 31 ? 7 : axis.length > 16 ? 2 : 1;

  const bars = days.flatMap((d, i) => {
    const at = index.get(d.date);
    if (at === undefined) return [];
    const y = yOf(totals[i]);
    // A non-zero total is never drawn thinner than a pixel: it would read as zero.
    const height = Math.max(Math.abs(y - zeroY), totals[i] === 0n ? 0 : 1);
    return [
      {
        date: d.date,
        total: d.total,
        x: CHART.left + at * slot + slot * 0.15,
        y: totals[i] < 0n ? zeroY : zeroY - height,
        width: slot * 0.7,
        height,
        negative: totals[i] < 0n,
      },
    ];
  });
  const ticks = axis.map((date, i) => ({ date, x: CHART.left + (i + 0.5) * slot, label: i % step === 0 }));
  return { bars, ticks, zeroY, max, min, yOf };
}

export interface SeriesBar {
  series: number;
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
}

export interface SeriesGeometry {
  bars: SeriesBar[];
  /** Each category's slot centre: the axis labels. */
  centres: number[];
  zeroY: number;
  max: number;
  min: number;
  yOf(value: number): number;
}

/**
 * Grouped bars for the statistics screens (issue 21): one slot per category (a month, a day), in
 * it one bar per series side by side, on the same zero-holding scale as the excerpt chart. Values
 * arrive as numbers (roubles, counts) only to place pixels; the figures shown come from the answer.
 */
export function seriesGeometry(categories: number, series: readonly (readonly number[])[]): SeriesGeometry {
  const slot = (CHART.width - CHART.left - CHART.right) / Math.max(categories, 1);
  const plot = CHART.height - CHART.top - CHART.bottom;
  const all = series.flat();
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const range = max - min || 1;
  const yOf = (v: number) => CHART.top + ((max - v) / range) * plot;
  const zeroY = yOf(0);
  const width = (slot * 0.8) / Math.max(series.length, 1);
  const bars = series.flatMap((values, s) =>
    values.map((v, index) => {
      const y = yOf(v);
      // A non-zero value is never drawn thinner than a pixel: it would read as zero.
      const height = Math.max(Math.abs(y - zeroY), v === 0 ? 0 : 1);
      return {
        series: s,
        index,
        x: CHART.left + index * slot + slot * 0.1 + s * width,
        y: v < 0 ? zeroY : zeroY - height,
        width,
        height,
        negative: v < 0,
      };
    }),
  );
  const centres = Array.from({ length: categories }, (_, i) => CHART.left + (i + 0.5) * slot);
  return { bars, centres, zeroY, max, min, yOf };
}
