import type { Io } from '../io.ts';
import { plainTable } from './plain-table.ts';

/**
 * A money report in the terminal: its rows and a totals row under them («Итого»), a table on a
 * terminal and aligned text in a pipe; `--json` prints the server's answer as it came.
 */
export function printReport(
  io: Io,
  answer: unknown,
  report: { json?: boolean; header: string[]; rows: string[][]; totals: string[]; footer: string },
) {
  if (report.json) {
    io.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
    return;
  }
  const rows = [...report.rows, report.totals];
  if (io.stdout.isTTY) io.table({ header: report.header, rows, footer: report.footer });
  else io.stdout.write(`${plainTable(report.header, rows)}${report.footer}\n`);
}
