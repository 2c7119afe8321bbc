import type { CaseResult } from './list-bench.ts';

/** Issue 25 item 1's targets, each against its baseline measured in the same run. */
export const LIST_TARGETS = { httpOverSql: 1.3, rpsOverBare: 0.9, p50Ms: 50 } as const;

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
/** A case whose load runs got no answer is NaN: it counts as missed, never as the best ratio. */
const rpsRatio = (r: CaseResult) => (Number.isNaN(r.rpsApp / r.rpsBare) ? 0 : r.rpsApp / r.rpsBare);

export function printListSummary(label: string, rows: CaseResult[]) {
  const worstRatio = Math.max(...rows.map((r) => r.httpMs / r.sqlMs));
  const worstRps = Math.min(...rows.map(rpsRatio));
  const worstP50 = Math.max(...rows.map((r) => r.httpMs));
  // Not a target: how much of HTTP/SQL is the app, and how much any HTTP handler pays here.
  const worstBare = Math.max(...rows.map((r) => r.httpMs / r.bareMs));
  const t = LIST_TARGETS;
  console.log(
    `${label}: HTTP/SQL worst x${worstRatio.toFixed(2)} (<= ${t.httpOverSql} ${mark(worstRatio <= t.httpOverSql)}), ` +
      `rps app/bare worst x${worstRps.toFixed(2)} (>= ${t.rpsOverBare} ${mark(worstRps >= t.rpsOverBare)}), ` +
      `worst p50 ${worstP50.toFixed(1)} ms (< ${t.p50Ms} ${mark(worstP50 < t.p50Ms)}), HTTP app/bare handler worst x${worstBare.toFixed(2)}`,
  );
}

/** Every list case on each database measured, side by side (issue 25: «the bench prints both databases side by side»). */
export function printSideBySide(byDatabase: Map<string, CaseResult[]>) {
  if (!byDatabase.size) return;
  const labels = [...byDatabase.keys()];
  const names = [...new Set([...byDatabase.values()].flatMap((rows) => rows.map((r) => r.name)))];
  const t = LIST_TARGETS;
  console.log(
    `\nList cases side by side (HTTP/SQL <= ${t.httpOverSql}, rps app/bare >= ${t.rpsOverBare}, p50 < ${t.p50Ms} ms):`,
  );
  console.log(`  ${'case'.padEnd(32)}${labels.map((l) => ` | ${l.padEnd(40)}`).join('')}`);
  for (const name of names) {
    const cells = labels.map((label) => {
      const r = byDatabase.get(label)!.find((x) => x.name === name);
      if (!r) return ` | ${'not measured'.padEnd(40)}`;
      const ratio = r.httpMs / r.sqlMs;
      const rps = rpsRatio(r);
      const ok = ratio <= t.httpOverSql && rps >= t.rpsOverBare && r.httpMs < t.p50Ms;
      const cell = `p50 ${r.httpMs.toFixed(1)} ms, x${ratio.toFixed(2)}, rps x${rps.toFixed(2)} ${mark(ok)}`;
      return ` | ${cell.padEnd(40)}`;
    });
    console.log(`  ${name.padEnd(32)}${cells.join('')}`);
  }
}
