import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packCart, packSingleContainer, validatePacking } from '../../../core/packing/index.ts';
import { packWithBinpackingjs } from './binpackingjs-adapter.ts';
import { type BrInstance, loadBrSet } from './br-instances.ts';
import { generateMovingCarts } from './moving-carts.ts';

// Usage: npm run bench:packing -- [--sets 1,2] [--limit N] [--budget MS] [--carts N] [--no-bpjs]
const argv = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const sets = (flag('sets') ?? '1,2,3,4,5,6,7').split(',').map(Number);
const limit = Number(flag('limit') ?? 100);
const budgetMs = Number(flag('budget') ?? 40);
const cartCount = Number(flag('carts') ?? 1000);
const withBpjs = !argv.includes('--no-bpjs');

// The benchmark files live in shared/ beside the repository, wherever the repository is cloned.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const benchDir = join(repoRoot, '..', 'shared', 'bench', 'container-loading');

const quantile = (xs: number[], q: number): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
const ms = (x: number): string => x.toFixed(1);

interface Row {
  util: number[];
  time: number[];
  bUtil: number[];
  bTime: number[];
}

const invalid: string[] = [];

function runInstance(inst: BrInstance, row: Row): void {
  const t0 = performance.now();
  const res = packSingleContainer(inst.items, inst.container, { timeBudgetMs: budgetMs, seed: inst.index });
  row.time.push(performance.now() - t0);
  row.util.push(res.vehicles[0].utilisation);
  const violations = validatePacking({ items: inst.items, vehicles: [inst.container] }, res);
  if (violations.length > 0)
    invalid.push(
      `BR${inst.set}#${inst.index}: ${violations
        .slice(0, 3)
        .map((v) => v.message)
        .join('; ')}`,
    );
  if (!withBpjs) return;
  const t1 = performance.now();
  row.bUtil.push(packWithBinpackingjs(inst));
  row.bTime.push(performance.now() - t1);
}

function printRow(name: string, r: Row): void {
  const cells = [
    name.padEnd(7),
    String(r.util.length).padStart(4),
    pct(mean(r.util)).padStart(8),
    ms(quantile(r.time, 0.5)).padStart(8),
    ms(quantile(r.time, 0.95)).padStart(8),
  ];
  if (withBpjs) {
    const bu = mean(r.bUtil);
    const bt = quantile(r.bTime, 0.5);
    cells.push(
      pct(bu).padStart(8),
      ms(bt).padStart(8),
      (mean(r.util) / bu).toFixed(3).padStart(7),
      (quantile(r.time, 0.5) / bt).toFixed(2).padStart(7),
    );
  }
  console.log(cells.join(' | '));
}

console.log(
  `Bischoff & Ratcliff BR${sets.join(',')} (full support), ${limit} per set, budget ${budgetMs} ms, data ${benchDir}`,
);
const head = ['set    ', '   n', '    util', ' med ms', ' p95 ms'];
if (withBpjs) head.push('bpjs util', 'bpjs med', 'u-ratio', 't-ratio');
console.log(head.join(' | '));
const total: Row = { util: [], time: [], bUtil: [], bTime: [] };
for (const set of sets) {
  const row: Row = { util: [], time: [], bUtil: [], bTime: [] };
  for (const inst of loadBrSet(benchDir, set).slice(0, limit)) runInstance(inst, row);
  printRow(`BR${set}`, row);
  for (const k of ['util', 'time', 'bUtil', 'bTime'] as const) total[k].push(...row[k]);
}
printRow('all', total);
const u = mean(total.util);
const med = quantile(total.time, 0.5);
const p95 = quantile(total.time, 0.95);
console.log(
  `target util >= 90%: ${u >= 0.9 ? 'met' : 'MISSED'}; median < 50 ms: ${med < 50 ? 'met' : 'MISSED'}; p95 < 200 ms: ${p95 < 200 ? 'met' : 'MISSED'}`,
);

if (cartCount > 0) {
  let used = 0;
  let bound = 0;
  let optimal = 0;
  const ratios: number[] = [];
  const times: number[] = [];
  const carts = generateMovingCarts(cartCount, 2024);
  carts.forEach((cart, i) => {
    const t0 = performance.now();
    const res = packCart(cart.items, [cart.vehicle], { timeBudgetMs: budgetMs, seed: i });
    times.push(performance.now() - t0);
    const violations = validatePacking({ items: cart.items, vehicles: [cart.vehicle] }, res);
    if (violations.length > 0)
      invalid.push(
        `cart ${i}: ${violations
          .slice(0, 3)
          .map((v) => v.message)
          .join('; ')}`,
      );
    if (res.unplaced.length > 0) invalid.push(`cart ${i}: ${res.unplaced.length} item types left unplaced`);
    used += res.vehiclesUsed;
    bound += res.lowerBound;
    if (res.gap === 0) optimal++;
    ratios.push(res.vehiclesUsed / Math.max(1, res.lowerBound));
  });
  console.log(
    `Moving carts: ${cartCount} carts, vehicles used ${used} vs lower bound ${bound} (ratio ${(used / bound).toFixed(3)}), ` +
      `mean per-cart ratio ${mean(ratios).toFixed(3)}, proven optimal ${optimal}/${cartCount}, ` +
      `median ${ms(quantile(times, 0.5))} ms, p95 ${ms(quantile(times, 0.95))} ms`,
  );
}

if (invalid.length > 0) {
  console.error(`INVALID ANSWERS (${invalid.length}):\n${invalid.slice(0, 20).join('\n')}`);
  process.exit(1);
}
console.log('All answers validated.');
