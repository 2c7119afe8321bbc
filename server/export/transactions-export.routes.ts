import type { FastifyInstance } from 'fastify';
import { exportTransactions } from '../../core/actions/defs/ledger.actions.ts';
import { isoDate } from '../../core/format.ts';
import { resources } from '../../core/resources/index.ts';
import { mountAction } from '../actions/mount-action.ts';
import { ownerScope } from '../crud/session-fields.ts';
import { csvStream } from './csv-export.ts';
import { asRefusal, parseExportParams } from './export-params.ts';
import { exportSource } from './keyset-pages.ts';
import { transactionsExportColumns, transactionsExportSelect } from './transactions-export.columns.ts';
import { xlsxStream } from './xlsx-export.ts';

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** `attachment` with an ASCII name for old clients and the Russian one (RFC 6266 filename*). */
export function attachment(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /api/transactions/export?format=csv|xlsx&filter=&search=&sort=&order= (issue 13 item 1):
 * the ledger as the list shows it (its own parameters, parsed and applied by the list's code),
 * streamed; X-Total-Count is the number of rows the body carries. Whoever may read the ledger
 * (the `transactions` flag) may export it.
 */
export function registerTransactionsExportRoute(app: FastifyInstance) {
  const def = resources.transactions;
  mountAction(app, exportTransactions, async ({ query, user, reply }) => {
    const { format, params } = parseExportParams(def, query as Record<string, unknown>);
    // A bad filter value is found when the conditions are built: by the count, before any byte is sent.
    const source = await exportSource(app.db, def, params, transactionsExportSelect, ownerScope(def, user)).catch(
      (e) => {
        throw asRefusal('filter', e);
      },
    );
    // The reader went away (a closed tab, an interrupted CLI): stop reading the database.
    const stop = new AbortController();
    reply.raw.on('close', () => stop.abort());
    const body =
      format === 'csv'
        ? csvStream(source, transactionsExportColumns, stop.signal)
        : await xlsxStream(source, transactionsExportColumns, def.title, stop.signal);
    const day = isoDate(new Date());
    return reply
      .header('X-Total-Count', String(source.total))
      .header('Content-Disposition', attachment(`transactions-${day}.${format}`, `${def.title} ${day}.${format}`))
      .type(contentTypes[format])
      .send(body);
  });
}
