import type { ListAnswer, Row } from '../../core/api/api-client.ts';
import type { CliApi } from '../api/connect.ts';
import { allPages } from '../api/fetch-pages.ts';
import { usageError } from '../cli-error.ts';
import { displayCell, type Lookups, mergeLookups, rawCell } from '../output/cells.ts';
import { type Column, pickColumns } from '../output/columns.ts';
import { csvLine, UTF8_BOM } from '../output/csv.ts';
import { plainTable } from '../output/plain-table.ts';
import { findResource } from '../resources/find-resource.ts';
import type { Io } from '../io.ts';
import { type ListQueryArgs, listQuery } from './list-query.ts';

export interface ListArgs extends ListQueryArgs {
  resource: string;
  page?: number;
  all?: boolean;
  fields?: string;
  json?: boolean;
  csv?: boolean;
  bom?: boolean;
}

export function pickFields(row: Row, columns: readonly Column[] | null): Record<string, unknown> {
  return columns ? Object.fromEntries(columns.map((c) => [c.key, row[c.key] ?? null])) : row;
}

/**
 * One page (or --all) of any registry resource: a table on a terminal, aligned text in a pipe,
 * JSON or CSV for scripts. JSON keeps whole records unless --fields narrows them.
 */
export async function handleList(args: ListArgs, io: Io, api: CliApi) {
  const def = findResource(args.resource);
  if (args.json && args.csv) throw usageError('Выберите один формат: --json или --csv');
  if (args.all && args.page !== undefined) throw usageError('--page и --all вместе не используются');
  const columns = pickColumns(def, args.fields);
  // The server sends only the columns shown (a whole record is ~100 fields for orders); JSON without
  // --fields keeps whole records.
  const narrow = !args.json || args.fields;
  const shown = columns.map((c) => c.key).filter((k) => k !== 'id' && def.fields[k]?.kind !== 'nested');
  const query = { ...listQuery(def, args), ...(narrow ? { fields: shown } : {}) };
  const r = api.resource(def);
  const rows: Row[] = [];
  const lookups: Lookups = {};
  let meta: ListAnswer['meta'] | undefined;
  if (args.all) {
    for await (const answer of allPages(r, query)) {
      rows.push(...answer.items);
      mergeLookups(lookups, answer.meta);
      meta = answer.meta;
    }
  } else {
    const answer = await r.list({ ...query, page: args.page });
    rows.push(...answer.items);
    mergeLookups(lookups, answer.meta);
    meta = answer.meta;
  }

  if (args.json) {
    const picked = rows.map((row) => pickFields(row, args.fields ? columns : null));
    io.stdout.write(`${JSON.stringify(picked, null, 2)}\n`);
  } else if (args.csv) {
    io.stdout.write((args.bom ? UTF8_BOM : '') + csvLine(columns.map((c) => c.key)));
    for (const row of rows) io.stdout.write(csvLine(columns.map((c) => rawCell(row[c.key]))));
  } else {
    const header = columns.map((c) => c.label);
    const cells = rows.map((row) => columns.map((c) => displayCell(row, c, lookups, io.stdout.isTTY ? 40 : 200)));
    if (io.stdout.isTTY) {
      const total = meta ? `${meta.total}${meta.total_exact === false ? '+' : ''}` : '?';
      const where = args.all ? `все ${rows.length}` : `страница ${meta?.page ?? 1} из ${meta?.pages ?? 1}`;
      io.table({ header, rows: cells, footer: `${def.title}: ${where}, всего записей: ${total}` });
    } else io.stdout.write(plainTable(header, cells));
  }
  return { rows, meta };
}
